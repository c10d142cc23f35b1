//! The results kept on this tablet, for the teacher: by child (with a small chart of their
//! games over time), by game, and each game played, for one child or all; exported as a
//! spreadsheet (CSV) or JSON, and forgotten on request (a second tap confirms).

use leptos::prelude::*;
use tablier::lang::Lang;
use tablier::results::{csv, summaries, Played, Summary};

use crate::results::KEY;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::{files, storage};

/// How a game with nobody named is shown.
fn nobody(lang: Lang) -> &'static str {
    tr(lang, "(no name)", "(sans nom)")
}

fn who(p: &Played, lang: Lang) -> String {
    if p.who.is_empty() { nobody(lang).to_string() } else { p.who.clone() }
}

#[component]
pub fn ResultsView() -> impl IntoView {
    let lang = use_lang();
    let list = RwSignal::new(storage::get::<Vec<Played>>(KEY).unwrap_or_default());
    // The child whose games are shown, by the name kept with them ("" for nobody named); None
    // for every child. (Not the name shown: "(no name)" changes with the language.)
    let child = RwSignal::new(None::<String>);
    let armed = RwSignal::new(false);
    let shown = move || {
        let c = child.get();
        list.with(|all| all.iter().filter(|p| c.as_ref().is_none_or(|c| p.who == *c)).cloned().collect::<Vec<_>>())
    };
    // Each child's summary, by the name kept.
    let children = move || list.with(|all| summaries(all, |p| p.who.clone()));
    let shown_name = move |who: &str| if who.is_empty() { nobody(lang.get()).to_string() } else { who.to_string() };
    let export = move |json: bool| {
        let l = lang.get_untracked();
        let rows = shown();
        let day = rows.last().map(|p| p.date.chars().take(10).collect::<String>()).unwrap_or_default();
        // One child's file says whose it is.
        let whose = child.get_untracked().map(|c| format!("{}-", if c.is_empty() { "no-name".into() } else { files::slug(&c) }));
        let whose = whose.unwrap_or_default();
        match json {
            true => files::download_as(
                &format!("results-{whose}{day}.json"),
                &serde_json::to_string_pretty(&rows).unwrap_or_default(),
                "application/json",
            ),
            false => files::download_as(&format!("results-{whose}{day}.csv"), csv(&rows, l, nobody(l)).trim_end(), "text/csv"),
        }
    };
    // The export buttons say when they export one child's games only.
    let export_words = move |csv: bool| {
        let l = lang.get();
        let what = match (csv, l) {
            (true, Lang::En) => "for a spreadsheet (CSV)",
            (true, Lang::Fr) => "pour un tableur (CSV)",
            (false, _) => "(JSON)",
        };
        let whose = child.get().map(|c| match (c.is_empty(), l) {
            (true, Lang::En) => "the games without a name ".to_string(),
            (true, Lang::Fr) => "les parties sans nom ".to_string(),
            (false, Lang::En) => format!("{c}'s games "),
            (false, Lang::Fr) => format!("les parties de {c} "),
        });
        format!("{} {}{what}", tr(l, "Export", "Exporter"), whose.unwrap_or_default())
    };
    let forget = move |_| {
        if !armed.get_untracked() {
            armed.set(true);
            return;
        }
        storage::remove(KEY);
        list.set(Vec::new());
        child.set(None);
        armed.set(false);
    };
    view! {
        <section class="results" data-testid="results">
            <h2>{move || tr(lang.get(), "Results", "Résultats")}</h2>
            <Show when=move || list.with(Vec::is_empty)>
                <p data-testid="no-results">{move || tr(lang.get(),
                    "No game finished on this tablet yet.",
                    "Aucune partie terminée sur cette tablette pour l'instant.")}</p>
            </Show>
            <Show when=move || !list.with(Vec::is_empty)>
                <h3>{move || tr(lang.get(), "By child", "Par enfant")}</h3>
                <table class="results-table" data-testid="by-child">
                    <thead><tr>{move || heads(lang.get(), tr(lang.get(), "Child", "Enfant"), true)}</tr></thead>
                    <tbody>
                        {move || {
                            let l = lang.get();
                            children().into_iter().map(|(kept, s)| {
                                let chart = chart(list.with(|all| all.iter().filter(|p| p.who == kept).cloned().collect()), l);
                                let (name, hook) = (shown_name(&kept), shown_name(&kept));
                                view! {
                                    <tr data-child=hook>
                                        <th scope="row"><button class="link" on:click=move |_| child.set(Some(kept.clone()))>{name}</button></th>
                                        {numbers(&s)}
                                        <td>{chart}</td>
                                    </tr>
                                }
                            }).collect_view()
                        }}
                    </tbody>
                </table>
                <h3>{move || tr(lang.get(), "By game", "Par jeu")}</h3>
                <table class="results-table" data-testid="by-game">
                    <thead><tr>{move || heads(lang.get(), tr(lang.get(), "Game", "Jeu"), false)}</tr></thead>
                    <tbody>
                        {move || {
                            let l = lang.get();
                            let rows = shown();
                            summaries(&rows, |p| p.name.get(l).to_string()).into_iter().map(|(name, s)| view! {
                                <tr><th scope="row">{name}</th>{numbers(&s)}</tr>
                            }).collect_view()
                        }}
                    </tbody>
                </table>
                <h3>{move || tr(lang.get(), "Each game", "Chaque partie")}</h3>
                <label class="pick-child">
                    {move || tr(lang.get(), "Show", "Montrer")}
                    // A child's option is "=" and the name kept ("=" alone for nobody named).
                    <select data-testid="results-child" prop:value=move || child.get().map(|c| format!("={c}")).unwrap_or_default()
                        on:change=move |ev| child.set(event_target_value(&ev).strip_prefix('=').map(str::to_string))>
                        <option value="">{move || tr(lang.get(), "every child", "tous les enfants")}</option>
                        {move || children().into_iter().map(|(kept, _)| view! { <option value=format!("={kept}")>{shown_name(&kept)}</option> }).collect_view()}
                    </select>
                </label>
                <div class="table-scroll">
                    <table class="results-table" data-testid="each-game">
                        <thead><tr>{move || {
                            let l = lang.get();
                            [tr(l, "When", "Quand"), tr(l, "Child", "Enfant"), tr(l, "Game", "Jeu"), tr(l, "Result", "Résultat"),
                             tr(l, "Stars", "Étoiles"), tr(l, "Mistakes", "Erreurs"), tr(l, "Help", "Aide")]
                                .map(|h| view! { <th scope="col">{h}</th> })
                        }}</tr></thead>
                        <tbody>
                            {move || {
                                let l = lang.get();
                                shown().into_iter().rev().map(|p| view! {
                                    <tr data-testid="result-row">
                                        <td>{p.date.clone()}</td>
                                        <td>{who(&p, l)}</td>
                                        <td>{p.name.get(l).to_string()}</td>
                                        <td data-result=p.result.clone()>{p.result_words(l)}</td>
                                        <td>{p.stars.map(|s| "★".repeat(s as usize)).unwrap_or_default()}</td>
                                        <td>{match p.errors() { 0 => "0".to_string(), n => format!("{n} ({})", p.mistakes_words(l)) }}</td>
                                        <td>{p.help}</td>
                                    </tr>
                                }).collect_view()
                            }}
                        </tbody>
                    </table>
                </div>
                <div class="results-tools">
                    <button class="big" data-testid="export-csv" on:click=move |_| export(false)>
                        {move || export_words(true)}
                    </button>
                    <button class="big" data-testid="export-results-json" on:click=move |_| export(true)>
                        {move || export_words(false)}
                    </button>
                    <button class="big" data-testid="forget-results" class:armed=move || armed.get() on:click=forget
                        on:blur=move |_| armed.set(false)>
                        {move || match armed.get() {
                            false => tr(lang.get(), "Forget these results", "Oublier ces résultats"),
                            true => tr(lang.get(), "Tap again to forget them all", "Touchez encore pour tout oublier"),
                        }}
                    </button>
                </div>
            </Show>
        </section>
    }
}

/// The headings of a summary table, first the column of what is summed up.
fn heads(l: Lang, first: &'static str, chart: bool) -> impl IntoView {
    let rest = [
        tr(l, "Games", "Parties"),
        tr(l, "Won", "Gagnées"),
        tr(l, "Stars (mean)", "Étoiles (moyenne)"),
        tr(l, "Mistakes", "Erreurs"),
        tr(l, "Help", "Aide"),
    ];
    view! {
        <th scope="col">{first}</th>
        {rest.map(|h| view! { <th scope="col">{h}</th> })}
        {chart.then(|| view! { <th scope="col">{tr(l, "Over time", "Au fil du temps")}</th> })}
    }
}

fn numbers(s: &Summary) -> impl IntoView {
    view! {
        <td>{s.games}</td><td>{s.won}</td><td>{s.mean_stars()}</td><td>{s.mistakes}</td><td>{s.help}</td>
    }
}

/// A child's last games, oldest first, as small bars: a won game as tall as its stars, a game
/// lost or drawn a low grey bar.
fn chart(games: Vec<Played>, l: Lang) -> impl IntoView {
    const LAST: usize = 20;
    let games = &games[games.len().saturating_sub(LAST)..];
    let bars = games
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (h, class) = match (p.result.as_str(), p.stars) {
                ("won", Some(s)) => (6 + 8 * s as i32, "won"),
                _ => (4, "other"),
            };
            view! { <rect x=i as i32 * 8 y=30 - h width=6 height=h class=class /> }
        })
        .collect_view();
    let label = match l {
        Lang::En => format!("Stars of the last {} games", games.len()),
        Lang::Fr => format!("Étoiles des {} dernières parties", games.len()),
    };
    view! {
        <svg class="results-chart" width=LAST as i32 * 8 height=30 viewBox=format!("0 0 {} 30", LAST * 8) role="img" aria-label=label>
            {bars}
        </svg>
    }
}
