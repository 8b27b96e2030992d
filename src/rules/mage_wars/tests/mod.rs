//! Engine tests with rigged dice, one file per rule area.

mod support;

mod arena_setup;
mod attack_declare;
mod attack_roll;
mod barrier_counter;
mod casting;
mod conditions;
mod give;
mod incapacitated;
mod movement;
mod parsers;
mod phases;
mod properties;
mod rounds;
mod seats;
mod statistics;
mod table_habits;
mod upkeep;
mod worked_example;
