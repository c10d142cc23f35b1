//! Dice rolling dice through their faces ("roll the die `d6` 3 times"): no die may make
//! itself roll again (one roll would never end), and one roll rolls a bounded number of dice
//! in all (a die rolling another 10 times that rolls another 10 times... hung the engine).

use std::collections::HashMap;

use crate::load::limits::MAX_ROLLED;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::{Design, FaceAction};

pub(crate) fn check_dice_rolls(design: &Design, out: &mut Checks) {
    let index: HashMap<&str, usize> = design.dice.iter().enumerate().map(|(i, d)| (d.id.as_str(), i)).collect();
    // For each die, the dice its faces roll and how many times.
    let next: Vec<Vec<(usize, u32)>> = design
        .dice
        .iter()
        .map(|d| {
            d.faces
                .iter()
                .filter_map(|f| match &f.action {
                    FaceAction::Roll { die, times } => index.get(die.as_str()).map(|&i| (i, *times)),
                    _ => None,
                })
                .collect()
        })
        .collect();
    if let Some(finished) = check_cycles(design, &next, out) {
        check_counts(design, &next, &finished, out);
    }
}

/// The most dice one roll of each die may roll, itself included, computed in `finished`
/// order (each die after every die it rolls); each die over [`MAX_ROLLED`] is named.
fn check_counts(design: &Design, next: &[Vec<(usize, u32)>], finished: &[usize], out: &mut Checks) {
    let mut most = vec![1u64; next.len()];
    for &die in finished {
        let worst = next[die].iter().map(|&(to, times)| u64::from(times).saturating_mul(most[to])).max().unwrap_or(0);
        // Capped: the product of a long chain overflows nothing, and stays readable.
        most[die] = worst.saturating_add(1).min(1_000_000_000);
    }
    for (i, d) in design.dice.iter().enumerate() {
        let n = most[i];
        if n > MAX_ROLLED as u64 {
            let q = quote(&d.id);
            out.add(|| {
                Problem::new(
                    Path::root().key("dice").index(i).key("faces").to_string(),
                    format!(
                        "One roll of the die {q} may roll {n} dice in all, its faces rolling dice that roll others; \
                         one roll may roll at most {MAX_ROLLED}."
                    ),
                    format!(
                        "Un lancer du dé {q} peut lancer {n} dés en tout, ses faces lançant des dés qui en lancent \
                         d'autres\u{a0}; un lancer peut en lancer au plus {MAX_ROLLED}."
                    ),
                )
            });
        }
    }
}

/// Dice that roll themselves through their faces (a face of A rolls B, a face of B rolls A):
/// one roll would never end. Each die on such a loop is named once.
fn check_cycles(design: &Design, next: &[Vec<(usize, u32)>], out: &mut Checks) -> Option<Vec<usize>> {
    // Depth-first search with colours: 0 unseen, 1 on the path, 2 done; a die reached again
    // while on the path closes a loop.
    let mut colour = vec![0u8; next.len()];
    let mut on_loop = vec![false; next.len()];
    let mut finished = Vec::with_capacity(next.len());
    for root in 0..next.len() {
        if colour[root] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        colour[root] = 1;
        while let Some(&mut (die, ref mut edge)) = stack.last_mut() {
            if let Some(&(to, _)) = next[die].get(*edge) {
                *edge += 1;
                match colour[to] {
                    0 => {
                        colour[to] = 1;
                        stack.push((to, 0));
                    }
                    1 => {
                        // Every die from `to` up the path is on the loop.
                        let from = stack.iter().position(|(d, _)| *d == to).unwrap_or(0);
                        for (d, _) in &stack[from..] {
                            on_loop[*d] = true;
                        }
                    }
                    _ => {}
                }
            } else {
                colour[die] = 2;
                finished.push(die);
                stack.pop();
            }
        }
    }
    for (i, d) in design.dice.iter().enumerate().filter(|(i, _)| on_loop[*i]) {
        let q = quote(&d.id);
        out.add(|| Problem::new(
            Path::root().key("dice").index(i).key("faces").to_string(),
            format!("The die {q} makes itself roll again through its faces: a roll would never end. Give those faces another action."),
            format!("Le dé {q} se relance lui-même par ses faces\u{a0}: un lancer ne finirait jamais. Donnez une autre action à ces faces."),
        ));
    }
    on_loop.iter().all(|l| !l).then_some(finished)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{Die, Face};

    fn roller(id: &str, target: &str, times: u32) -> Die {
        let face = Face { action: FaceAction::Roll { die: target.into(), times }, ..Face::default() };
        Die { id: id.into(), faces: vec![face, Face::default()], ..Die::default() }
    }

    #[test]
    fn loops_and_long_chains_are_refused() {
        let mut d = Design::default();
        d.dice = vec![roller("a", "b", 1), roller("b", "a", 1)];
        let p = check(&d);
        assert_eq!(p.len(), 2, "{p:?}");
        assert!(p[0].message.en.contains("makes itself roll again"));
        // 1 + 10 * (1 + 10 * 1) = 111 dice from one roll of 'a'; 'b' rolls 11.
        d.dice = vec![
            roller("a", "b", 10),
            roller("b", "c", 10),
            Die { id: "c".into(), faces: vec![Face::default()], ..Die::default() },
        ];
        let p = check(&d);
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].path, "dice[0].faces");
        assert!(p[0].message.en.starts_with("One roll of the die 'a' may roll 111 dice in all"), "{}", p[0].message.en);
        d.dice[0] = roller("a", "b", 5);
        assert!(check(&d).is_empty(), "56 dice at most");
    }
}
