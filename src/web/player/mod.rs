//! The player (`#/play/<id>?seed=N`): the boards, the message line, the die, how many play,
//! undo, restart, the end panel.

pub mod actions;
pub mod board;
pub mod drawing;
mod fit;
pub mod markup;
mod board_area;
mod choice;
pub mod class;
mod computer;
mod computer_line;
pub mod control;
mod counts;
mod die;
mod drag;
mod game_over;
mod keys;
mod names;
pub mod panels;
mod parts;
mod read_aloud;
mod record;
mod replay;
mod saves;
mod seating;
mod seats;
mod stats;
mod status;
mod toolbar;
mod traces;
mod who;

use leptos::prelude::*;

use crate::shared::games::Entry;
use crate::shared::i18n::use_lang;
use actions::Actions;
use board_area::BoardArea;
use choice::PlayersChoice;
use computer_line::ComputerLine;
use control::{has_choice, Ctl};
use panels::{Openers, Panels};
use status::Status;
use toolbar::Toolbar;
use who::WhoPlays;

/// What the page around the player does with a finished game (the library keeps it in the
/// children's results, `library/results.rs`): the game's id, the game, who played each seat
/// and the child picked before it (`who`; "" for nobody named). The player only reports it;
/// without it (the designer's test-play) nothing is kept.
#[derive(Clone, Copy)]
pub struct OnFinished(pub Callback<(String, tablier::engine::Play, Vec<Option<u8>>, String)>);

#[component]
pub fn Player(
    entry: Entry,
    seed: Option<u64>,
    /// A game in progress to show and play on (the designer's test-play keeps it).
    #[prop(optional)]
    shared: Option<RwSignal<tablier::engine::Play>>,
    /// The seed of a new game when none was asked (the library drew its board while this code
    /// came: `library/player_page.rs`).
    #[prop(optional_no_strip)]
    fresh: Option<u64>,
) -> impl IntoView {
    // Inside the designer, its own toolbar names the game and leads back to the library.
    let embedded = shared.is_some();
    let lang = use_lang();
    let ctl = match shared {
        Some(play) => Ctl::shared(&entry, play),
        None => {
            let (play, whole) = control::restore(&entry, seed, fresh);
            let ctl = Ctl::new(&entry, play);
            if !whole {
                ctl.say_shortened();
            }
            ctl
        }
    };
    computer::drive(ctl);
    read_aloud::read_aloud(ctl, lang);
    let game = entry.game.clone();
    let name = game.design.name.text();
    let name = Signal::derive(move || name.get(lang.get()).to_string());
    let (seats_open, saves_open) = (RwSignal::new(false), RwSignal::new(false));
    let choice = ctl.play.with_untracked(has_choice).then(|| view! { <PlayersChoice ctl=ctl /> });
    view! {
        <main class="player" data-game=entry.id.clone()>
            <Toolbar ctl=ctl seed=seed name=name embedded=embedded seats_open=seats_open saves_open=saves_open />
            <Status ctl=ctl />
            <ComputerLine ctl=ctl />
            <Actions ctl=ctl game=game.clone() />
            <BoardArea ctl=ctl game=game name=name />
            {choice}
            <Panels ctl=ctl seed=seed open=Openers { seats: seats_open, saves: saves_open } />
            <WhoPlays ctl=ctl />
        </main>
    }
}
