//! The colours of the grid's zones, the same in the designer (where they are painted) and in
//! the player (where children see them): the n-th zone of the design has the n-th colour.
//! Light, so that tokens stay readable on them.

const COLOURS: [&str; 8] = ["#fff3b0", "#c8f0ff", "#ffd6e7", "#d9f7c8", "#e6dcff", "#ffe0c2", "#d6e4ff", "#f5d0c5"];

/// How many zones have a colour of their own (more would repeat them: the player then tints none).
pub const COUNT: usize = COLOURS.len();

/// The colour of the design's n-th zone (from 0).
pub fn zone_colour(n: usize) -> &'static str {
    COLOURS[n % COLOURS.len()]
}
