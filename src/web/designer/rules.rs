//! The rules form (docs/model.md §6.8) as one short page of plain choices, each with the
//! default already set and one line saying what it does.

use leptos::prelude::*;
use tablier::model::{
    DraftingRule, EncloseEffect, EnclosingRule, HandlingMode, IfMatched, IfNotMatched, LineEffect, LinesRule, Matching,
    MosaicRule, Ranking, RefillMode, Rules, TieBreak, WhenBlocked, Words,
};

use super::draft::Draft;
use super::widgets::{chips, choice, id_select, stepper, stepper_or, switch};
use super::words_input::{words_input, words_input_said};
use crate::shared::i18n::{tr, use_lang};
use tablier::engine::BlankSentences;
use tablier::lang::Lang;
use tablier::lang::Text;

#[component]
pub fn RulesPanel(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let get = move |f: fn(&Rules) -> usize| move || draft.design.with(|d| f(&d.rules));
    let flag = move |f: fn(&mut Rules) -> &mut bool| {
        (move || draft.design.with(|d| *f(&mut d.rules.clone())), move |v| draft.set(|d| *f(&mut d.rules) = v))
    };
    // What the game says for each message left blank, shown in the empty field.
    let blank = Memo::new(move |_| draft.design.with(tablier::engine::blank_sentences));
    let text = move |hook: &'static str,
                     en: &'static str,
                     fr: &'static str,
                     f: fn(&Rules) -> &Words,
                     m: fn(&mut Rules) -> &mut Words,
                     said: fn(&BlankSentences) -> &Option<Text>| {
        let said = move |l: Lang| blank.with(|b| said(b).as_ref().map(|t| t.get(l).to_string()).unwrap_or_default());
        view! {
            <label class="field">{move || tr(lang.get(), en, fr)}
                {words_input_said(draft, hook, move |d| Some(f(&d.rules)), move |d| Some(m(&mut d.rules)), said)}
            </label>
        }
    };
    let win = |hook: &'static str,
               en: &'static str,
               fr: &'static str,
               help: (&'static str, &'static str),
               f: fn(&mut Rules) -> &mut bool| {
        let (on, set) = flag(f);
        switch(hook, (en, fr), help, on, set)
    };
    let number = move |hook: &'static str, en: &'static str, fr: &'static str, f: fn(&mut Rules) -> &mut u32| {
        stepper(
            hook,
            (en, fr),
            move || draft.design.with(|d| Some(*f(&mut d.rules.clone())).filter(|n| *n > 0)),
            move |n| draft.set(|d| *f(&mut d.rules) = n.unwrap_or(0)),
            0,
        )
    };
    // A number that 0 switches off ("off" rather than "∞").
    let or_off = move |hook: &'static str, label: (&'static str, &'static str), f: fn(&mut Rules) -> &mut u32| {
        stepper_or(
            hook,
            label,
            move || draft.design.with(|d| Some(*f(&mut d.rules.clone())).filter(|n| *n > 0)),
            move |n| draft.set(|d| *f(&mut d.rules) = n.unwrap_or(0)),
            0,
            ("off", "non"),
        )
    };
    let (one_ends, set_one_ends) = flag(|r| &mut r.one_ends_all);
    let (before_moving, set_before_moving) = flag(|r| &mut r.place_before_moving);
    let (to_the_end, set_to_the_end) = flag(|r| &mut r.play_to_the_end);
    let (help_words, set_help_words) = flag(|r| &mut r.help.words);
    let (help_squares, set_help_squares) = flag(|r| &mut r.help.squares);
    let (deselect, set_deselect) = flag(|r| &mut r.allow_deselect);
    // Which mechanisms the design uses, read once as the tab opens: a group never closes
    // under the finger when its last setting is switched off.
    let used = draft.design.with_untracked(|d| InUse::of(&d.rules));
    let together = view! {
        <p class="caption">{move || tr(lang.get(), "Two tokens, or a token and its zone, go together when they have…", "Deux jetons, ou un jeton et sa zone, vont ensemble quand ils ont…")}</p>
        {choice("matching", vec![("…all the same properties", "…toutes les mêmes propriétés"), ("…at least one property in common", "…au moins une propriété en commun")],
            get(|r| (r.matching == Matching::Loose) as usize),
            move |i| draft.set(|d| d.rules.matching = if i == 1 { Matching::Loose } else { Matching::Strict }))}
        <small>{move || tr(lang.get(), "Example: a 'red bird' token goes with a 'red bird' zone; with the second choice, a 'red' zone is enough.",
            "Exemple\u{a0}: un jeton «\u{a0}oiseau rouge\u{a0}» va avec une zone «\u{a0}oiseau rouge\u{a0}»\u{a0}; avec le second choix, une zone «\u{a0}rouge\u{a0}» suffit.")}</small>
        <p class="caption">{move || tr(lang.get(), "Tokens that go together…", "Les jetons qui vont ensemble…")}</p>
        {choice("if-matched", vec![("…stay where they are", "…restent où ils sont"), ("…are taken away (to the player's pile)", "…sont retirés (dans le tas du joueur)")],
            get(|r| (r.if_matched == IfMatched::Remove) as usize),
            move |i| draft.set(|d| d.rules.if_matched = if i == 1 { IfMatched::Remove } else { IfMatched::Accept }))}
        <small>{move || tr(lang.get(), "What happens to tokens that go together (a memory's pair is taken away).", "Ce que deviennent les jetons qui vont ensemble (la paire d'un memory est retirée).")}</small>
        <p class="caption">{move || tr(lang.get(), "A token put where it does not go…", "Un jeton posé là où il ne va pas…")}</p>
        {choice("if-not-matched", vec![("…goes back, with a word (the move is refused)", "…revient, avec un mot (le coup est refusé)"), ("…stays, counted as a mistake", "…reste, compté comme une erreur")],
            get(|r| (r.if_not_matched == IfNotMatched::Accept) as usize),
            move |i| draft.set(|d| d.rules.if_not_matched = if i == 1 { IfNotMatched::Accept } else { IfNotMatched::Refuse }))}
        {win("zones-are-goals", "Zones are only goals", "Les zones ne sont que des buts",
            ("Moves are never refused for the squares or zones they enter; only winning looks at zones (Chinese checkers, lines, enclosing).",
             "Un coup n'est jamais refusé pour la case ou la zone où il arrive\u{a0}; seule la victoire regarde les zones (dames chinoises, lignes, prises en sandwich)."),
            |r| &mut r.zones_are_goals)}
        {number("group-size", "Tokens turned over together", "Jetons retournés ensemble", |r| &mut r.group_size)}
        {switch("allow-deselect", ("A token can be turned back by tapping it", "Un jeton peut être retourné à nouveau en le touchant"), ("", ""), deselect, set_deselect)}
    }
    .into_any();
    let winning = view! {
        {win("win-grid-empty", "The grid is empty", "La grille est vide", ("Every token has left the grid.", "Tous les jetons ont quitté la grille."), |r| &mut r.win.grid_empty)}
        {win("win-grid-full", "The grid is full", "La grille est pleine", ("A token stands on every square.", "Un jeton est sur chaque case."), |r| &mut r.win.grid_full)}
        {win("win-tray-empty", "The tray is empty", "La réserve est vide", ("The player has placed every token of their tray.", "Le joueur a posé tous les jetons de sa réserve."), |r| &mut r.win.tray_empty)}
        {win("win-zones", "Every token is in a right zone", "Chaque jeton est dans une bonne zone", ("Zones hold only tokens with their properties.", "Les zones ne contiennent que des jetons ayant leurs propriétés."), |r| &mut r.win.zones_valid)}
        {win("win-zones-tray", "Right zones and the tray is empty", "Bonnes zones et réserve vide", ("Both at once (the default).", "Les deux à la fois (par défaut)."), |r| &mut r.win.zones_valid_and_tray_empty)}
        {win("win-zones-grid", "Right zones and the grid is full", "Bonnes zones et grille pleine", ("Both at once (the default).", "Les deux à la fois (par défaut)."), |r| &mut r.win.zones_valid_and_grid_full)}
        {win("win-home", "Each player's tokens reach their home zone", "Les jetons de chaque joueur atteignent leur zone d'arrivée", ("", ""), |r| &mut r.win.own_tokens_home)}
    }
    .into_any();
    let losing = view! {
        {number("max-moves", "Moves at most", "Coups au plus", |r| &mut r.lose.max_moves)}
        {number("max-errors", "Mistakes at most", "Erreurs au plus", |r| &mut r.lose.max_errors)}
        <small>{move || tr(lang.get(), "∞: no limit.", "∞\u{a0}: pas de limite.")}</small>
        {or_off("fewer-tokens", ("A player loses with fewer tokens than", "Un joueur perd avec moins de jetons que"), |r| &mut r.lose.fewer_tokens_than)}
        {choice("when-blocked", vec![("A player who cannot move passes", "Un joueur qui ne peut pas jouer passe"), ("A player who cannot move loses", "Un joueur qui ne peut pas jouer perd")],
            get(|r| (r.when_blocked == WhenBlocked::Lose) as usize),
            move |i| draft.set(|d| d.rules.when_blocked = if i == 1 { WhenBlocked::Lose } else { WhenBlocked::Pass }))}
    }
    .into_any();
    let several = view! {
        {switch("one-ends-all", ("The first winner ends the game", "Le premier gagnant termine la partie"), ("Off: the others play on for the next places.", "Désactivé\u{a0}: les autres continuent pour les places suivantes."), one_ends, set_one_ends)}
        {switch("play-to-the-end", ("Play on until every player has finished", "Continuer jusqu'à ce que tous aient fini"),
            ("Off: the game stops when one player is left.", "Désactivé\u{a0}: la partie s'arrête quand il ne reste qu'un joueur."), to_the_end, set_to_the_end)}
        {choice("ranking", vec![("Chosen from the rules", "Choisi d'après les règles"), ("First to win", "Premier à gagner"), ("Most tokens won", "Le plus de jetons gagnés"), ("Fewest mistakes", "Le moins d'erreurs"),
            ("Most tokens on the board", "Le plus de jetons sur le plateau"), ("Most points", "Le plus de points")],
            get(|r| RANKINGS.iter().position(|k| *k == r.ranking).unwrap_or(0)),
            move |i| draft.set(|d| d.rules.ranking = RANKINGS[i]))}
        {choice("tie-break", vec![("When equal: a draw", "En cas d'égalité\u{a0}: match nul"), ("When equal: more full rows on their board wins", "En cas d'égalité\u{a0}: plus de lignes complètes sur son plateau gagne")],
            get(|r| (r.tie_break == TieBreak::FullRows) as usize),
            move |i| draft.set(|d| d.rules.tie_break = if i == 1 { TieBreak::FullRows } else { TieBreak::Shared }))}
        // Off, or 2 and more: a position comes once anyway, so + from off gives Morris's 3 and
        // − from 2 turns it off.
        {stepper_or("draw-on-repeat", ("A draw when one position comes back", "Match nul quand une position revient"),
            move || draft.design.with(|d| Some(d.rules.draw_on_repeat).filter(|n| *n >= 2)),
            move |n| draft.set(|d| d.rules.draw_on_repeat = match n {
                Some(1) if d.rules.draw_on_repeat == 0 => 3,
                Some(n) if n >= 2 => n,
                _ => 0,
            }), 0, ("off", "non"))}
        <small>{move || tr(lang.get(), "…times, the first included (Nine Men's Morris: 3): players who only go back and forth end the game.",
            "…fois, la première comprise (jeu du moulin\u{a0}: 3)\u{a0}: des joueurs qui ne font qu'aller et venir finissent la partie.")}</small>
        <small data-testid="ranking-now">{move || {
            let (en, fr) = ranking_words(draft.design.with(|d| d.ranking()));
            match lang.get() {
                Lang::En => format!("Who wins when the game ends: {en}."),
                Lang::Fr => format!("Qui gagne quand la partie finit\u{a0}: {fr}."),
            }
        }}</small>
    }
    .into_any();
    let placing = view! {
        {switch("place-before-moving", ("Place all tokens before moving", "Poser tous ses jetons avant d'en déplacer"),
            ("A player moves tokens on the board only once their tray is empty.", "Un joueur ne déplace ses jetons sur le plateau qu'une fois sa réserve vide."),
            before_moving, set_before_moving)}
        {or_off("flying", ("Tokens fly to any free square with only", "Les jetons volent sur toute case libre avec seulement"), |r| &mut r.flying)}
        <small>{move || tr(lang.get(), "…tokens left to a player (Nine Men's Morris: 3).", "…jetons restant à un joueur (jeu du moulin\u{a0}: 3).")}</small>
    }
    .into_any();
    let help = view! {
        <small>{move || tr(lang.get(), "Nothing shows until the child taps Help; each tap gives a little more.",
            "Rien ne s'affiche tant que l'enfant ne touche pas Aide\u{a0}; chaque fois, un peu plus.")}</small>
        {switch("help-words", ("1. A hint in words", "1. Un indice en mots"),
            ("Also after a wrong try: what the token is, or how tokens move.", "Aussi après une erreur\u{a0}: ce qu'est le jeton, ou comment les jetons bougent."), help_words, set_help_words)}
        {switch("help-squares", ("2. Light the squares it may go to", "2. Éclairer les cases où il peut aller"),
            ("By the rules of moving, not whether it is right there.", "Selon les règles de déplacement, pas selon que c'est juste."), help_squares, set_help_squares)}
        {choice("help-show-me", vec![("3. \"Show me\" when it does not give the answer away", "3. «\u{a0}Montre-moi\u{a0}» quand cela ne donne pas la réponse"),
            ("3. \"Show me\" always", "3. «\u{a0}Montre-moi\u{a0}» toujours"), ("No \"Show me\"", "Pas de «\u{a0}Montre-moi\u{a0}»")],
            get(|r| match r.help.show_me { None => 0, Some(true) => 1, Some(false) => 2 }),
            move |i| draft.set(|d| d.rules.help.show_me = [None, Some(true), Some(false)][i]))}
        <small>{move || tr(lang.get(), "\"Show me\" plays one good move for the child. In a sorting game it would be the answer, so it is offered only if you say so.",
            "«\u{a0}Montre-moi\u{a0}» joue un bon coup pour l'enfant. Dans un jeu de tri ce serait la réponse\u{a0}: il n'est proposé que si vous le dites.")}</small>
    }
    .into_any();
    let trays = choice(
        "refill",
        vec![
            ("Refill as tokens leave", "Remplir quand un jeton part"),
            ("Refill when empty", "Remplir quand elle est vide"),
            ("A refill button", "Un bouton pour remplir"),
            (
                "In rounds: all at once when every tray is empty",
                "Par manches\u{a0}: toutes ensemble quand toutes sont vides",
            ),
        ],
        get(|r| match r.refill {
            RefillMode::OnLeave => 0,
            RefillMode::WhenEmpty => 1,
            RefillMode::OnRequest => 2,
            RefillMode::EachRound => 3,
        }),
        move |i| {
            draft.set(|d| {
                d.rules.refill =
                    [RefillMode::OnLeave, RefillMode::WhenEmpty, RefillMode::OnRequest, RefillMode::EachRound][i]
            })
        },
    );
    view! {
        <section class="panel rules" data-testid="rules-panel">
            // What the child reads comes first: the refusal sentence is what a teacher changes most.
            <h3>{move || tr(lang.get(), "What the game says", "Ce que dit le jeu")}</h3>
            {text("not-matched-message", "When a move is wrong", "Quand un coup est faux", |r| &r.not_matched_message, |r| &mut r.not_matched_message, |b| &b.wrong)}
            {text("matched-message", "When it is right", "Quand c'est juste", |r| &r.matched_message, |r| &mut r.matched_message, |b| &b.right)}
            {text("won-message", "When the game is won", "Quand la partie est gagnée", |r| &r.won_message, |r| &mut r.won_message, |b| &b.won)}
            {text("lost-message", "When the game is lost", "Quand la partie est perdue", |r| &r.lost_message, |r| &mut r.lost_message, |b| &b.lost)}
            <h3>{move || tr(lang.get(), "More rules", "Plus de règles")}</h3>
            <small>{move || tr(lang.get(), "Each group is one way of playing; those this game uses are open.",
                "Chaque groupe est une façon de jouer\u{a0}; ceux que ce jeu utilise sont ouverts.")}</small>
            {group("together", ("Tokens that go together", "Jetons qui vont ensemble"),
                ("When a token fits its zone or another token, and what happens then (sorting, memory).", "Quand un jeton va avec sa zone ou un autre jeton, et ce qui se passe alors (tri, memory)."),
                used.together, together)}
            {group("winning", ("Winning", "Gagner"), ("What a player must do to win.", "Ce qu'un joueur doit faire pour gagner."), used.winning, winning)}
            {group("losing", ("Losing", "Perdre"), ("Limits of moves or mistakes, and losing when stuck.", "Limites de coups ou d'erreurs, et perdre quand on est bloqué."), used.losing, losing)}
            {group("several", ("With several players", "À plusieurs joueurs"), ("Who wins when the game ends, and whether the others play on.", "Qui gagne à la fin, et si les autres continuent."), used.several, several)}
            {group("lines", ("Lines of tokens", "Lignes de jetons"), ("Tokens in a row win, take or score (tic-tac-toe, Morris).", "Des jetons alignés gagnent, prennent ou marquent (morpion, moulin)."), used.lines, lines_form(draft).into_any())}
            {group("enclosing", ("Enclosing", "Prendre en sandwich"), ("Tokens caught between two of the other side turn or are taken (Othello).", "Les jetons pris entre deux de l'autre camp changent de camp ou sont retirés (Othello)."), used.enclosing, enclosing_form(draft).into_any())}
            {group("drafting", ("Taking all of one kind, and the wall", "Prendre toute une sorte, et le mur"), ("Drafting from trays into rows, and Azul's mosaic.", "Prendre dans les réserves vers des rangées, et la mosaïque d'Azul."), used.drafting, drafting_form(draft).into_any())}
            {group("placing", ("Placing and moving", "Poser et déplacer"), ("Place every token before moving; flying when few are left (Morris).", "Tout poser avant de déplacer\u{a0}; voler quand il en reste peu (moulin)."), used.placing, placing)}
            {group("trays", ("Trays", "Réserves"), ("When trays take new tokens from their queue.", "Quand les réserves reprennent des jetons dans leur file."), used.trays, trays)}
            {group("help", ("Help for a child who is stuck", "L'aide pour un enfant bloqué"), ("The hints a child may ask for, one step at a time.", "Les indices qu'un enfant peut demander, un à la fois."), used.help, help)}
        </section>
    }
}

/// Which groups of rules a design uses (a setting away from its default), to open them.
struct InUse {
    together: bool,
    winning: bool,
    losing: bool,
    several: bool,
    lines: bool,
    enclosing: bool,
    drafting: bool,
    placing: bool,
    trays: bool,
    help: bool,
}

impl InUse {
    fn of(r: &Rules) -> InUse {
        let base = Rules::default();
        InUse {
            together: r.matching != base.matching
                || r.if_matched != base.if_matched
                || r.if_not_matched != base.if_not_matched
                || r.zones_are_goals
                || r.group_size != base.group_size
                || r.allow_deselect,
            winning: r.win != base.win,
            losing: r.lose != base.lose || r.when_blocked != base.when_blocked,
            several: r.one_ends_all != base.one_ends_all
                || r.play_to_the_end
                || r.ranking != base.ranking
                || r.draw_on_repeat > 0,
            lines: r.lines.is_some(),
            enclosing: r.enclosing.is_some(),
            drafting: r.drafting.is_some() || r.mosaic.is_some(),
            placing: r.place_before_moving || r.flying > 0,
            trays: r.refill != base.refill,
            help: !r.help.is_default(),
        }
    }
}

/// One mechanism's rules: its name and what it is for, open when the design uses it; a tap
/// on the name opens or closes it (a native `details`: no hover, keyboard and readers too).
fn group(
    hook: &'static str,
    title: (&'static str, &'static str),
    purpose: (&'static str, &'static str),
    open: bool,
    body: AnyView,
) -> AnyView {
    let lang = use_lang();
    view! {
        <details class="rule-group" data-group=hook open=open>
            <summary>
                <span class="rule-group-title">{move || tr(lang.get(), title.0, title.1)}</span>
                <small>{move || tr(lang.get(), purpose.0, purpose.1)}</small>
            </summary>
            <div class="rule-group-body">{body}</div>
        </details>
    }
    .into_any()
}

const RANKINGS: [Ranking; 6] = [
    Ranking::Auto,
    Ranking::FirstToWin,
    Ranking::MostTokens,
    Ranking::FewestErrors,
    Ranking::MostOnGrid,
    Ranking::MostPoints,
];

/// The ranking in plain words, for the rules and players panels.
pub fn ranking_words(ranking: Ranking) -> (&'static str, &'static str) {
    match ranking {
        Ranking::Auto | Ranking::FirstToWin => {
            ("the first player to reach the goal", "le premier joueur qui atteint le but")
        }
        Ranking::MostTokens => ("the player who has won the most tokens", "le joueur qui a gagné le plus de jetons"),
        Ranking::FewestErrors => ("the player who made the fewest mistakes", "le joueur qui a fait le moins d'erreurs"),
        Ranking::MostOnGrid => {
            ("the player with the most tokens on the board", "le joueur qui a le plus de jetons sur le plateau")
        }
        Ranking::MostPoints => ("the player with the most points", "le joueur qui a le plus de points"),
    }
}
const LINE_EFFECTS: [LineEffect; 3] = [LineEffect::Take, LineEffect::Win, LineEffect::Point];

/// Lines of N: off, or how long, what a line brings, whether lines protect, the word said.
fn lines_form(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let on = move || draft.design.with(|d| d.rules.lines.is_some());
    let with = move |f: fn(&LinesRule) -> usize| move || draft.design.with(|d| d.rules.lines.as_ref().map_or(0, f));
    let change = move |f: Box<dyn FnOnce(&mut LinesRule)>| {
        draft.set(|d| {
            if let Some(l) = d.rules.lines.as_mut() {
                f(l)
            }
        })
    };
    view! {
        {switch("lines", ("A line of tokens in a row counts", "Une ligne de jetons alignés compte"),
            ("N tokens of one player in a straight line, as in tic-tac-toe or a Morris mill.", "N jetons d'un joueur en ligne droite, comme au morpion ou le moulin du jeu du moulin."),
            on, move |v| draft.set(|d| d.rules.lines = v.then(LinesRule::default)))}
        {move || on().then(|| view! {
            {stepper("line-length", ("Tokens in a line", "Jetons dans une ligne"), move || Some(with(|l| l.length as usize)() as u32),
                move |n| change(Box::new(move |l| l.length = n.unwrap_or(3).max(2))), 2)}
            {choice("line-effect", vec![("It takes a token of the other side", "Elle prend un jeton de l'autre camp"), ("It wins", "Elle gagne"), ("It scores a point", "Elle marque un point")],
                with(|l| LINE_EFFECTS.iter().position(|e| *e == l.effect).unwrap_or(0)),
                move |i| change(Box::new(move |l| l.effect = LINE_EFFECTS[i])))}
            {move || (with(|l| (l.effect == LineEffect::Take) as usize)() == 1).then(|| switch("protect-lines",
                ("Tokens in a line are safe", "Les jetons d'une ligne sont protégés"),
                ("They may be taken only when every token left is in a line.", "On ne peut les prendre que si tous les jetons restants sont dans une ligne."),
                move || with(|l| l.protect_lines as usize)() == 1, move |v| change(Box::new(move |l| l.protect_lines = v))))}
            <label class="field">{move || tr(lang.get(), "Word said when a line is made (Mill!)", "Mot dit quand une ligne est faite (Moulin\u{a0}!)")}
                {words_input(draft, "line-message", "", None, |d| d.rules.lines.as_ref().map(|l| &l.message), |d| d.rules.lines.as_mut().map(|l| &mut l.message))}
            </label>
        })}
    }
}

/// Enclosing: off, enclosed tokens turn or are taken; whether a placement must enclose.
fn enclosing_form(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let current = move || {
        draft.design.with(|d| match d.rules.enclosing.as_ref().map(|e| e.effect) {
            None => 0,
            Some(EncloseEffect::Turn) => 1,
            Some(EncloseEffect::Take) => 2,
        })
    };
    let choose = move |i: usize| {
        draft.set(|d| {
            let must = d.rules.enclosing.as_ref().is_some_and(|e| e.placement_must_enclose);
            let effect = [EncloseEffect::Turn, EncloseEffect::Take];
            d.rules.enclosing = (i > 0).then(|| EnclosingRule { effect: effect[i - 1], placement_must_enclose: must });
        })
    };
    view! {
        {choice("enclosing", vec![("Off", "Non"), ("Enclosed tokens turn", "Les jetons pris changent de camp"), ("Enclosed tokens are taken", "Les jetons pris sont retirés")],
            current, choose)}
        <small>{move || tr(lang.get(), "Tokens of the other side caught in a straight line between the token just put down and another of the same player (Othello). What a token turns into is chosen in its form.",
            "Les jetons de l'autre camp pris en ligne droite entre le jeton posé et un autre du même joueur (Othello). Ce que devient un jeton se choisit dans sa fiche.")}</small>
        {move || (current() > 0).then(|| switch("must-enclose", ("A placed token must enclose at least one", "Un jeton posé doit en prendre au moins un"),
            ("Else it may not be put there; a player who cannot place one passes.", "Sinon il ne peut pas être posé là\u{a0}; un joueur qui ne peut en poser aucun passe."),
            move || draft.design.with(|d| d.rules.enclosing.as_ref().is_some_and(|e| e.placement_must_enclose)),
            move |v| draft.set(|d| if let Some(e) = d.rules.enclosing.as_mut() { e.placement_must_enclose = v })))}
    }
}

/// Drafting (take every token of one kind from a tray; the rest to a shared tray; a marker)
/// and, when the design has one, the mosaic's grey wall and bonuses.
fn drafting_form(draft: Draft) -> impl IntoView {
    let lang = use_lang();
    let rule = move || draft.design.with(|d| d.rules.drafting.clone());
    let change = move |f: Box<dyn FnOnce(&mut DraftingRule)>| {
        draft.set(|d| {
            if let Some(r) = d.rules.drafting.as_mut() {
                f(r)
            }
        })
    };
    let trays = move || {
        draft.design.with(|d| d.trays.iter().map(|t| (t.id.clone(), t.name.get(lang.get()).to_string())).collect())
    };
    let fixed = move || {
        draft.design.with(|d| {
            d.token_types
                .iter()
                .filter(|t| t.mode == HandlingMode::Fixed)
                .map(|t| (t.id.clone(), t.display_name(lang.get()).to_string()))
                .collect()
        })
    };
    let mosaic = move || draft.design.with(|d| d.rules.mosaic.clone());
    let set_mosaic = move |f: Box<dyn FnOnce(&mut MosaicRule)>| {
        draft.set(|d| {
            if let Some(m) = d.rules.mosaic.as_mut() {
                f(m)
            }
        })
    };
    let bonus = move |hook: &'static str,
                      label: (&'static str, &'static str),
                      get: fn(&MosaicRule) -> u32,
                      put: fn(&mut MosaicRule, u32)| {
        stepper(
            hook,
            label,
            move || mosaic().map(|m| get(&m)),
            move |n| set_mosaic(Box::new(move |m| put(m, n.unwrap_or(0).min(100)))),
            0,
        )
    };
    view! {
        {switch("drafting", ("Take every token of one kind from a tray", "Prendre tous les jetons d'une sorte dans une réserve"),
            ("A player takes all the tokens of one kind from a tray to one of their rows (zones that are rows); the rest of the tray goes to the tray chosen below (Azul).",
             "Un joueur prend tous les jetons d'une sorte dans une réserve vers une de ses rangées (zones qui sont des rangées)\u{a0}; le reste de la réserve va dans celle choisie ci-dessous (Azul)."),
            move || rule().is_some(),
            move |on| draft.set(|d| d.rules.drafting = on.then(|| DraftingRule { leftovers: d.trays.last().map(|t| t.id.clone()).unwrap_or_default(), marker: String::new() })))}
        {move || rule().is_some().then(|| view! {
            <label class="field">{move || tr(lang.get(), "The rest goes to", "Le reste va dans")}
                {id_select("drafting-leftovers", ("choose a tray", "choisissez une réserve"), trays, move || rule().unwrap_or_default().leftovers,
                    move |v| change(Box::new(move |r| r.leftovers = v)))}
            </label>
            <label class="field">{move || tr(lang.get(), "Marker taken with the first tokens from there (its holder starts the next round)",
                "Marqueur pris avec les premiers jetons de là (qui l'a commence la manche suivante)")}
                {id_select("drafting-marker", ("none", "aucun"), fixed, move || rule().unwrap_or_default().marker,
                    move |v| change(Box::new(move |r| r.marker = v)))}
            </label>
        })}
        <h3>{move || tr(lang.get(), "The wall (Azul's mosaic)", "Le mur (la mosaïque d'Azul)")}</h3>
        {switch("mosaic", ("Tile a wall at the end of each round", "Poser un mur à la fin de chaque manche"),
            ("Each full row of a player puts one token on their wall, in the same row, and scores with the tokens beside it; the game ends when a wall row is full (Azul).",
             "Chaque rangée pleine d'un joueur pose un jeton sur son mur, dans la même ligne, et marque avec ses voisins\u{a0}; la partie finit quand une ligne du mur est pleine (Azul)."),
            move || mosaic().is_some(),
            move |on| draft.set(|d| d.rules.mosaic = on.then(|| MosaicRule::default())))}
        {move || mosaic().is_some().then(|| view! {
            <small>{move || tr(lang.get(), "The walls: zones that belong to a player, a square block each, beside that player's rows.",
                "Les murs\u{a0}: des zones qui appartiennent à un joueur, chacune un bloc carré, à côté des rangées de ce joueur.")}</small>
            {chips("mosaic-walls", move || mosaic().map(|m| m.walls).unwrap_or_default(),
                move || draft.design.with(|d| d.grid.zones.iter().filter(|z| !z.owner.is_empty() && !z.one_kind).map(|z| z.id.clone()).collect()),
                move |walls| set_mosaic(Box::new(move |m| m.walls = walls)))}
            <small>{move || tr(lang.get(), "The kinds of the wall, in order: each wall row holds each once, shifted by one square from the row above.",
                "Les sortes du mur, dans l'ordre\u{a0}: chaque ligne du mur les a une fois, décalées d'une case par rapport à la ligne du dessus.")}</small>
            {chips("mosaic-kinds", move || mosaic().and_then(|m| m.pattern.first().cloned()).unwrap_or_default(),
                move || draft.design.with(|d| d.token_types.iter().filter(|t| t.mode == HandlingMode::Move).map(|t| t.id.clone()).collect()),
                move |kinds| set_mosaic(Box::new(move |m| m.pattern = shifted_rows(&kinds))))}
            {switch("mosaic-free", ("Grey wall", "Mur gris"),
                ("Each player chooses where a full row's token goes on their wall, in a column that does not have its kind yet.",
                 "Chaque joueur choisit où va le jeton d'une rangée pleine sur son mur, dans une colonne qui n'a pas encore sa sorte."),
                move || mosaic().is_some_and(|m| m.free), move |v| set_mosaic(Box::new(move |m| m.free = v)))}
            {move || mosaic().is_some_and(|m| !m.joker.is_empty()).then(|| switch("mosaic-jokers", ("Jokers", "Jokers"),
                ("For two players one token of each kind becomes a joker, for three or four two; a joker goes with any kind.",
                 "À deux joueurs un jeton de chaque sorte devient un joker, à trois ou quatre deux\u{a0}; un joker va avec toute sorte."),
                move || mosaic().is_some_and(|m| !m.jokers.is_empty()),
                move |v| set_mosaic(Box::new(move |m| m.jokers = if v { vec![0, 1, 2, 2] } else { Vec::new() }))))}
            {bonus("bonus-row", ("Points at the end for each full wall row", "Points à la fin par ligne du mur complète"), |m| m.row_bonus, |m, n| m.row_bonus = n)}
            {bonus("bonus-column", ("…for each full column", "…par colonne complète"), |m| m.column_bonus, |m, n| m.column_bonus = n)}
            {bonus("bonus-kind", ("…for each kind whose every square is filled", "…par sorte dont toutes les cases sont remplies"), |m| m.kind_bonus, |m, n| m.kind_bonus = n)}
        })}
    }
}

/// The wall's pattern from its kinds: row r holds them shifted r squares to the right
/// (Azul's wall, where every colour is once in each row and each column).
fn shifted_rows(kinds: &[String]) -> Vec<Vec<String>> {
    let n = kinds.len();
    (0..n).map(|r| (0..n).map(|c| kinds[(c + n - r) % n].clone()).collect()).collect()
}
