use super::support::*;
