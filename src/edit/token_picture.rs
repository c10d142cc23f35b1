//! A token's picture changed: what it shows decides what it is. A name the token had by
//! default, or from its old picture, follows the new picture in both languages; properties
//! that only said which token it was go (a card that now shows an apple must not still pair
//! as a cat), and a memory card keeps no property of its own.

use super::Refused;
use crate::lang::{lower, Lang, Text};
use crate::model::{Design, HandlingMode, Words};

/// Names the designer gives by default, in both languages ("Token 3", "Cat (copy)").
fn default_name(name: &str) -> bool {
    name.is_empty()
        || name.starts_with("Token ")
        || name.starts_with("Jeton ")
        || name.contains("(copy)")
        || name.contains("(copie)")
}

impl Design {
    /// Show `picture` on the front of a token type (a built-in name or a `data:` URL).
    pub fn set_token_picture(&mut self, id: &str, picture: &str) -> Result<(), Refused> {
        let i = self.token_types.iter().position(|t| t.id == id).ok_or_else(|| {
            Text::new(
                format!("There is no token type '{id}'."),
                format!("Il n'y a pas de type de jeton «\u{a0}{id}\u{a0}»."),
            )
        })?;
        let old = self.words_for_picture(&self.token_types[i].front);
        let new = self.words_for_picture(picture);
        let t = &mut self.token_types[i];
        let names = [t.name.get(Lang::En).to_string(), t.name.get(Lang::Fr).to_string()];
        // Properties that said what the token was: its name, or its old picture's words.
        let said: Vec<String> = [&names[0], &names[1], &old.en, &old.fr].iter().map(|n| lower(n)).collect();
        t.properties.retain(|p| !said.contains(p));
        // Each language's name follows the picture when it was a default one or the old
        // picture's word; a name the teacher typed stays ("Red apple" in English, while the
        // French "Chat" of the starting point becomes "Pomme").
        let old_words = [old.en.as_str(), old.fr.as_str()];
        let follows = |n: &str| default_name(n) || (!t.front.is_empty() && old_words.contains(&n));
        let named = [follows(&names[0]), follows(&names[1])];
        if named.iter().any(|f| *f) && !picture.is_empty() {
            let pick = |i: usize, new: &str| if named[i] { new.to_string() } else { names[i].clone() };
            t.name = Words::from(Text::new(pick(0, &new.en), pick(1, &new.fr)));
            t.label = Words::default();
        }
        t.front = picture.to_string();
        if t.mode == HandlingMode::Select {
            self.pair_by_faces();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::lang::{Lang, Text};
    use crate::model::{Design, HandlingMode, TokenType};

    fn card(id: &str, name: &str, front: &str, props: &[&str]) -> TokenType {
        TokenType {
            id: id.into(),
            name: name.into(),
            front: front.into(),
            properties: props.iter().map(|p| p.to_string()).collect(),
            mode: HandlingMode::Select,
            ..TokenType::default()
        }
    }

    #[test]
    fn a_card_given_another_picture_is_that_picture_and_nothing_hidden() {
        let mut d = Design::default();
        d.token_types.push(card("cat", "Cat", "animal-cat", &["cat"]));
        d.token_types.push(card("dog", "Dog", "animal-dog", &["dog"]));
        d.set_token_picture("cat", "fruit-apple").unwrap();
        let t = &d.token_types[0];
        assert_eq!(t.name.text(), Text::new("Apple", "Pomme"), "its name followed its picture, in both languages");
        assert!(t.properties.is_empty(), "no hidden 'cat' left: {:?}", t.properties);
        assert!(d.token_types[1].properties.is_empty(), "a memory pairs by faces: no card keeps a property of its own");
        assert!(d.set_token_picture("nope", "fruit-apple").is_err());
    }

    #[test]
    fn a_name_typed_in_one_language_stays_and_the_other_follows_the_picture() {
        let mut d = Design::default();
        d.token_types.push(card("cat", "Cat", "animal-cat", &["cat"]));
        d.token_types[0].name.set(Lang::Fr, "Chat", Lang::En);
        d.token_types[0].name.set(Lang::En, "Red apple", Lang::En);
        d.set_token_picture("cat", "fruit-apple").unwrap();
        assert_eq!(d.token_types[0].name.text(), Text::new("Red apple", "Pomme"));
        assert!(d.token_types[0].properties.is_empty());
    }

    #[test]
    fn a_name_the_educator_chose_stays() {
        let mut d = Design::default();
        d.token_types.push(card("a", "Minou", "animal-cat", &[]));
        d.set_token_picture("a", "animal-dog").unwrap();
        assert_eq!(d.token_types[0].name.get(Lang::En), "Minou");
        assert_eq!(d.token_types[0].front, "animal-dog");
        // A default name takes the picture's words.
        d.token_types.push(TokenType { id: "b".into(), name: "Jeton 2".into(), ..TokenType::default() });
        d.set_token_picture("b", "animal-bird").unwrap();
        assert_eq!(d.token_types[1].name.text(), Text::new("Bird", "Oiseau"));
    }

    #[test]
    fn categories_shared_by_several_tokens_stay() {
        let mut d = Design::default();
        d.token_types.push(TokenType {
            id: "pear".into(),
            name: "Pear".into(),
            front: "fruit-pear".into(),
            properties: vec!["fruit".into(), "pear".into()],
            ..TokenType::default()
        });
        d.token_types.push(TokenType { id: "apple".into(), properties: vec!["fruit".into()], ..TokenType::default() });
        d.set_token_picture("pear", "fruit-cherry").unwrap();
        assert_eq!(d.token_types[0].properties, ["fruit"]);
        assert_eq!(d.token_types[0].name.get(Lang::Fr), "Cerise");
    }
}
