//! Class and weapon tables (book), as presets.
