//! "Today's games", for the educator: tick the games of the day among every game, then show
//! only those to the children on this tablet, save them as one file, or share them as one link
//! and QR code that every tablet opens in one action (`set_page.rs`). A set holds the
//! teacher's games whole and names the built-in ones (`tablier::sets`).

use leptos::prelude::*;
use tablier::lang::Text;
use tablier::sets::GameSet;

use crate::share::SharePanel;
use crate::shared::files;
use crate::shared::i18n::{tr, use_lang};
use crate::today;

/// A game to choose from: its id, its name, its JSON, whether it is built in.
pub type Choice = (String, Text, String, bool);

#[component]
pub fn SetPanel(games: Vec<Choice>, today: RwSignal<Vec<String>>, close: Callback<()>) -> impl IntoView {
    let lang = use_lang();
    let chosen = RwSignal::new(today.get_untracked());
    let sharing = RwSignal::new(None::<String>);
    let games = StoredValue::new(games);
    let set = move || {
        let picked = chosen.get_untracked();
        games.with_value(|games| {
            let builtin = games.iter().filter(|g| g.3 && picked.contains(&g.0)).map(|g| g.0.clone()).collect();
            let designs: Vec<String> = games.iter().filter(|g| !g.3 && picked.contains(&g.0)).map(|g| g.2.clone()).collect();
            GameSet::new(builtin, &designs)
        })
    };
    let show_only = move |_| {
        let picked = chosen.get_untracked();
        today::set_today(&picked);
        today.set(picked);
        close.run(());
    };
    let none = move || chosen.with(Vec::is_empty);
    view! {
        <section class="share-panel set-panel" data-testid="set-panel" role="dialog"
            aria-label=move || tr(lang.get(), "Today's games", "Les jeux du jour")>
            <p>{move || tr(lang.get(),
                "Tick today's games: the children will see only them. The file or the link puts the same games on every tablet.",
                "Cochez les jeux du jour\u{a0}: les enfants ne verront qu'eux. Le fichier ou le lien met les mêmes jeux sur chaque tablette.")}</p>
            <ul class="set-choices">
                {games.with_value(|games| games.iter().map(|(id, name, _, _)| {
                    let (id, hook, name) = (id.clone(), id.clone(), name.clone());
                    let on = {
                        let id = id.clone();
                        move || chosen.with(|c| c.contains(&id))
                    };
                    view! {
                        <li><label class="check big-check">
                            <input type="checkbox" data-testid="set-choice" data-game=hook prop:checked=on
                                on:change=move |ev| {
                                    let checked = event_target_checked(&ev);
                                    chosen.update(|c| {
                                        c.retain(|x| *x != id);
                                        if checked { c.push(id.clone()); }
                                    });
                                    sharing.set(None);
                                } />
                            {move || name.get(lang.get()).to_string()}
                        </label></li>
                    }
                }).collect_view())}
            </ul>
            <div class="actions">
                <button class="big primary" data-testid="set-today" disabled=none on:click=show_only>
                    {move || tr(lang.get(), "Show only these to the children", "Ne montrer que ceux-ci aux enfants")}
                </button>
                <button class="big" data-testid="set-file" disabled=none
                    on:click=move |_| files::download("todays-games.json", &set().to_json())>
                    {move || tr(lang.get(), "Save them as one file", "Les enregistrer en un fichier")}
                </button>
                <button class="big" data-testid="set-share" disabled=none on:click=move |_| sharing.set(Some(set().to_json()))>
                    {move || tr(lang.get(), "Link and QR code", "Lien et code QR")}
                </button>
                <button class="big" data-testid="set-close" on:click=move |_| close.run(())>
                    {move || tr(lang.get(), "Close", "Fermer")}
                </button>
            </div>
            {move || sharing.get().map(|json| view! {
                <SharePanel name=String::new() json=json set=true close=Callback::new(move |_| sharing.set(None)) />
            })}
        </section>
    }
}
