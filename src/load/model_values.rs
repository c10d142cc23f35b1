//! Every type of the model read by hand from a tree of values (see `from_value.rs`): the
//! settings of each struct in their declared order, the name of each choice; and written back
//! so (`model::write`), a setting marked `omit` left out when empty. The compiler
//! refuses a list that forgets a field or a variant; the tests below refuse one whose names,
//! order or renaming differ from serde's.

use super::from_value::{choices, key, structs};
use crate::model::*;

structs! {
    Design {
        format, name, description, language, token_types, grid, trays, waiting_areas, result_areas, dice,
        players, min_players omit, player_counts omit, rules, openings omit, portrait omit,
    }
    Geometry {
        x, y, rows, columns, cell_width, cell_height, row_space, column_space, line_width, background, row_shift omit,
    }
    Tray { id, name, geometry, queue, queue_order, mark_owner, bag omit, min_players omit }
    WaitingArea { id, name, geometry }
    ResultArea { id, name, geometry, fill, when_full }
    CellSettings { at, playable omit, moves omit, number omit, die omit, weight omit }
    Zone { id, name, properties, cells, owner omit, one_kind omit, overflow omit, points omit }
    Placement { token_type = "type", at }
    Grid { id, name, geometry, order, moves, playable, show_numbers, bounce, along_lines omit, cells, zones, tokens }
    Permissions { grid_to_tray, grid_to_waiting, tray_to_grid, tray_to_waiting, waiting_to_grid, waiting_to_tray }
    TokenType {
        id, name, label, spoken omit, front, back, properties, mode, stackable, in_grid, distance, permissions,
        copies omit, owners, die omit, turns_to omit,
    }
    WinRules {
        grid_empty, grid_full, tray_empty, zones_valid, zones_valid_and_tray_empty, zones_valid_and_grid_full,
        tokens_left omit, own_tokens_home,
    }
    LoseRules { max_moves, max_errors, fewer_tokens_than omit }
    TurnRules { after_valid, after_invalid, pass_button }
    Rules {
        matching, if_matched, matched_message, if_not_matched, not_matched_message, group_size, allow_deselect,
        flip_back_delay, win, won_message, lose, lost_message, one_ends_all, play_to_the_end, turns, refill,
        ranking, lines omit, enclosing omit, drafting omit, mosaic omit, place_before_moving omit, flying omit,
        zones_are_goals omit, when_blocked omit, help omit,
    }
    DraftingRule { leftovers, marker omit }
    EnclosingRule { effect, placement_must_enclose }
    HelpLadder { words, squares, show_me omit }
    LinesRule { length, effect, protect_lines, message }
    MosaicRule { walls, pattern, free, row_bonus, column_bonus, kind_bonus, joker omit, jokers omit }
    Opening { name, moves }
    Player { id, name, tray omit, waiting omit, result omit, computer omit }
    Portrait { boards, players }
    Face { picture, label, action }
    Die { id, name, faces, faces_shown, face_time }
}

choices! {
    QueueOrder { Keep = "keep", Random = "random" }
    RefillMode { OnLeave = "on-leave", WhenEmpty = "when-empty", OnRequest = "on-request", EachRound = "each-round" }
    FillOrder { ByRow = "by-row", ByColumn = "by-column" }
    WhenFull { ShiftRow = "shift-row", ShiftColumn = "shift-column", Empty = "empty", Stop = "stop" }
    TokenOrder { Random = "random", Keep = "keep" }
    HandlingMode { Select = "select", Move = "move", Fixed = "fixed" }
    InGrid {
        Anything = "anything", OneCell = "one-cell", UpTo = "up-to", Jump = "jump", JumpCapture = "jump-capture",
        Fixed = "fixed", JumpChain = "jump-chain", JumpChainCapture = "jump-chain-capture",
    }
    Matching { Strict = "strict", Loose = "loose" }
    IfMatched { Accept = "accept", Remove = "remove" }
    IfNotMatched { Accept = "accept", Refuse = "refuse" }
    WhenBlocked { Pass = "pass", Lose = "lose" }
    Ranking {
        Auto = "auto", FirstToWin = "first-to-win", MostTokens = "most-tokens", FewestErrors = "fewest-errors",
        MostOnGrid = "most-on-grid", MostPoints = "most-points",
    }
    Direction {
        UpLeft = "up-left", Up = "up", UpRight = "up-right", Left = "left", Right = "right", DownLeft = "down-left",
        Down = "down", DownRight = "down-right",
    }
    EncloseEffect { Turn = "turn", Take = "take" }
    LineEffect { Take = "take", Win = "win", Point = "point" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_list_is_serdes() {
        let lists = struct_lists().into_iter().chain(choice_lists());
        for (ty, serde, here) in lists {
            assert!(!serde.is_empty(), "{ty}: serde's names were not caught");
            assert_eq!(here, serde, "{ty}");
        }
    }
}
