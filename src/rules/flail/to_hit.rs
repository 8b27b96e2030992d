//! The To Hit roll as pure functions: pool size, result, damage, poker results.
