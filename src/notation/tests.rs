//! Rigged-dice tests: every operator, their combinations, the pinned meanings and
//! every limit with its boundary.

use super::limits::*;
use super::*;
use crate::dice::RiggedDice;

fn rolled(expr: &str, faces: &[u32]) -> Rolled {
    let program = parse(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
    let mut dice = RiggedDice::new(faces.iter().copied());
    let r = roll(&program, &mut dice).unwrap_or_else(|e| panic!("{expr}: {e}"));
    assert_eq!(dice.remaining(), 0, "{expr}: unused rigged faces");
    r
}

fn total(expr: &str, faces: &[u32]) -> i64 {
    let r = rolled(expr, faces);
    assert_eq!(r.rows.len(), 1);
    r.rows[0].total
}

fn plain(expr: &str, faces: &[u32]) -> String {
    render(&rolled(expr, faces), false)
}

fn md(expr: &str, faces: &[u32]) -> String {
    render(&rolled(expr, faces), true)
}

fn parse_err(expr: &str) -> UserErrorView {
    match parse(expr) {
        Ok(p) => panic!("{expr} parsed: {p:?}"),
        Err(e) => UserErrorView(e),
    }
}

fn roll_err(expr: &str, faces: &[u32]) -> UserErrorView {
    let program = parse(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
    let mut dice = RiggedDice::new(faces.iter().copied());
    match roll(&program, &mut dice) {
        Ok(r) => panic!("{expr} rolled: {r:?}"),
        Err(e) => UserErrorView(e),
    }
}

struct UserErrorView(crate::error::UserError);

impl UserErrorView {
    fn key(&self) -> &'static str {
        self.0.key
    }
    fn arg(&self, name: &str) -> Option<crate::error::Arg> {
        self.0
            .args
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    }
}

fn num(n: i64) -> Option<crate::error::Arg> {
    Some(crate::error::Arg::Number(n))
}

fn text(s: &str) -> Option<crate::error::Arg> {
    Some(crate::error::Arg::Text(s.to_owned()))
}

// ---- basic dice and arithmetic ----

#[test]
fn d20_plus_five() {
    assert_eq!(total("1d20+5", &[12]), 17);
    assert_eq!(total("d20 + 5", &[12]), 17);
    assert_eq!(total("1D20+5", &[12]), 17);
    assert_eq!(md("1d20+5", &[12]), "1d20 (12) + 5 = **17**");
    assert_eq!(plain("1d20+5", &[12]), "1d20 (12) + 5 = 17");
}

#[test]
fn d_percent_is_one_d100() {
    assert_eq!(total("d%", &[73]), 73);
    assert_eq!(total("2d%", &[100, 1]), 101);
    let r = rolled("d%", &[100]);
    let Part::Dice(g) = &r.rows[0].parts[0] else {
        panic!()
    };
    assert_eq!(g.sides, 100);
}

#[test]
fn arithmetic_precedence_and_parentheses() {
    assert_eq!(total("2+3*4", &[]), 14);
    assert_eq!(total("(2+3)*4", &[]), 20);
    assert_eq!(total("10-2-3", &[]), 5);
    assert_eq!(total("2*3+1d6*2", &[4]), 14);
    assert_eq!(total("-2*3", &[]), -6);
    assert_eq!(total("--3", &[]), 3);
    assert_eq!(total("+3", &[]), 3);
    assert_eq!(total("-(1d6+2)", &[3]), -5);
    assert_eq!(total("100/10/5", &[]), 2);
    assert_eq!(plain("(1d6+2)*-1", &[3]), "(1d6 (3) + 2) * -1 = -5");
}

#[test]
fn floor_division_rounds_down_and_slash_toward_zero() {
    assert_eq!(total("7//2", &[]), 3);
    assert_eq!(total("7/2", &[]), 3);
    assert_eq!(total("-7//2", &[]), -4);
    assert_eq!(total("-7/2", &[]), -3);
    assert_eq!(total("7//-2", &[]), -4);
    assert_eq!(total("7/-2", &[]), -3);
    assert_eq!(total("-7//-2", &[]), 3);
    assert_eq!(total("-6//2", &[]), -3);
    assert_eq!(total("1d20//3", &[20]), 6);
}

#[test]
fn division_by_zero_and_overflow_are_errors() {
    assert_eq!(roll_err("1d6/0", &[3]).key(), "err-roll-division-by-zero");
    assert_eq!(
        roll_err("5//(1d2-1)", &[1]).key(),
        "err-roll-division-by-zero"
    );
    assert_eq!(
        roll_err("9223372036854775807+1", &[]).key(),
        "err-roll-overflow"
    );
    assert_eq!(
        roll_err("-9223372036854775807-2", &[]).key(),
        "err-roll-overflow"
    );
    assert_eq!(
        roll_err("3037000500*3037000500", &[]).key(),
        "err-roll-overflow"
    );
    assert_eq!(total("9223372036854775807", &[]), i64::MAX);
    let e = parse_err("9223372036854775808");
    assert_eq!(e.key(), "err-roll-number-too-big");
}

// ---- keep / drop ----

#[test]
fn keep_highest_three_strikes_the_lowest() {
    assert_eq!(total("4d6kh3", &[1, 3, 5, 6]), 14);
    assert_eq!(
        md("4d6kh3", &[1, 3, 5, 6]),
        "4d6kh3 (~~1~~, 3, 5, 6) = **14**"
    );
    assert_eq!(
        plain("4d6kh3", &[1, 3, 5, 6]),
        "4d6kh3 (1(x), 3, 5, 6) = 14"
    );
    // ties: the earlier die is kept
    assert_eq!(plain("3d6kh1", &[5, 5, 2]), "3d6kh1 (5, 5(x), 2(x)) = 5");
}

#[test]
fn keep_lowest_for_disadvantage() {
    assert_eq!(total("2d20kl1", &[15, 4]), 4);
    assert_eq!(plain("2d20kl1", &[15, 4]), "2d20kl1 (15(x), 4) = 4");
    assert_eq!(total("2d20kh1", &[15, 4]), 15);
}

#[test]
fn k3_keeps_dice_showing_three_pinned_avrae() {
    assert_eq!(total("4d6k3", &[3, 1, 3, 6]), 6);
    assert_eq!(total("4d6k>3", &[3, 4, 5, 6]), 15);
    assert_eq!(total("4d6k<3", &[3, 1, 2, 6]), 3);
}

#[test]
fn p1_drops_dice_showing_one_pinned_avrae() {
    assert_eq!(total("4d6p1", &[1, 1, 4, 6]), 10);
    assert_eq!(
        plain("4d6p1", &[1, 1, 4, 6]),
        "4d6p1 (1(x), 1(x), 4, 6) = 10"
    );
    assert_eq!(total("4d6ph1", &[2, 6, 4, 6]), 12);
    assert_eq!(total("4d6pl1", &[2, 6, 4, 6]), 16);
    assert_eq!(total("4d6p<3", &[2, 1, 3, 6]), 9);
    assert_eq!(total("4d6p>3", &[2, 1, 3, 6]), 6);
}

#[test]
fn keep_more_than_rolled_keeps_all() {
    assert_eq!(total("2d6kh5", &[2, 3]), 5);
    assert_eq!(total("2d6kh0", &[2, 3]), 0);
}

// ---- rerolls ----

#[test]
fn reroll_once_then_keep_highest_three() {
    // 4d6ro1kh3: the 1 is rerolled once (to 1 again, which stays), then kh3.
    assert_eq!(total("4d6ro1kh3", &[1, 4, 5, 2, 1]), 11);
    assert_eq!(
        plain("4d6ro1kh3", &[1, 4, 5, 2, 1]),
        "4d6ro1kh3 (1(x), 1(x), 4, 5, 2) = 11"
    );
    assert_eq!(
        md("4d6ro1kh3", &[1, 4, 5, 2, 3]),
        "4d6ro1kh3 (~~1~~, 3, 4, 5, ~~2~~) = **12**"
    );
}

#[test]
fn reroll_recursively_until_no_match() {
    // 10d6rr1: the first die rolls 1, 1, then 6; the others never show 1.
    let faces = [1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 1, 6];
    assert_eq!(
        total("10d6rr1", &faces),
        6 + 2 + 3 + 4 + 5 + 6 + 2 + 3 + 4 + 5
    );
    assert_eq!(
        plain("3d6rr<3", &[1, 2, 6, 5, 3]),
        "3d6rr<3 (1(x), 5, 2(x), 3, 6) = 14"
    );
}

#[test]
fn reroll_cap_stops_the_die_with_a_note_not_an_error() {
    let mut faces = vec![1u32, 4]; // the first die keeps showing 1
    faces.extend([1u32; 100]);
    let r = rolled("2d6rr1", &faces);
    assert_eq!(r.rows[0].total, 1 + 4);
    assert_eq!(
        r.notes,
        vec![Note::CapReached {
            row: 1,
            group: 1,
            die: 1,
            cap: MAX_CHAIN
        }]
    );
    // 100 rerolls exactly (the 100th lands on 2) gives no note.
    let mut faces = vec![1u32; 100];
    faces.push(2);
    let r = rolled("1d6rr1", &faces);
    assert_eq!(r.rows[0].total, 2);
    assert!(r.notes.is_empty());
}

#[test]
fn reroll_and_add_adds_at_most_one_die() {
    assert_eq!(total("2d6ra6", &[6, 6, 3]), 15);
    assert_eq!(plain("2d6ra6", &[6, 6, 3]), "2d6ra6 (6!, 3, 6) = 15");
    assert_eq!(total("2d6ra6", &[2, 3]), 5);
    assert_eq!(total("3d6rah1", &[2, 5, 3, 6]), 16);
}

// ---- explosions ----

#[test]
fn e6_keeps_exploding_pinned_avrae() {
    assert_eq!(total("3d6e6", &[6, 2, 3, 6, 6, 1]), 24);
    assert_eq!(
        plain("3d6e6", &[6, 2, 3, 6, 6, 1]),
        "3d6e6 (6!, 6!, 6!, 1, 2, 3) = 24"
    );
    let r = rolled("3d6e6", &[6, 2, 3, 4]);
    let Part::Dice(g) = &r.rows[0].parts[0] else {
        panic!()
    };
    let added: Vec<bool> = g.faces.iter().map(|f| f.added).collect();
    assert_eq!(added, [false, true, false, false]);
    assert_eq!(total("2d6e>4", &[5, 6, 1, 3]), 15);
}

#[test]
fn bang_explodes_on_max_or_a_threshold() {
    assert_eq!(total("3d6!", &[6, 1, 2, 3]), 12);
    assert_eq!(plain("1d8!", &[8, 8, 2]), "1d8! (8!, 8!, 2) = 18");
    assert_eq!(total("2d6!>4", &[5, 1, 2]), 8);
    assert_eq!(total("1d6!<2", &[1, 1, 4]), 6);
}

#[test]
fn explosion_cap_is_a_note() {
    let mut faces = vec![6u32, 2]; // the first die keeps exploding
    faces.extend([6u32; 100]);
    let r = rolled("2d6e6", &faces);
    assert_eq!(r.rows[0].total, 6 * 101 + 2);
    assert_eq!(r.notes.len(), 1);
    let (key, args) = r.notes[0].message();
    assert_eq!(key, "roll-note-cap");
    assert!(args.contains(&("cap", crate::error::Arg::Number(100))));
    // exactly 100 explosions, the last die not matching: no note
    let mut faces = vec![6u32; 100];
    faces.push(3);
    let r = rolled("1d6e6", &faces);
    assert!(r.notes.is_empty());
    assert_eq!(r.rows[0].total, 603);
}

#[test]
fn explode_then_keep_highest() {
    assert_eq!(total("2d6e6kh2", &[6, 2, 5]), 11);
}

// ---- min / max ----

#[test]
fn minimum_and_maximum_faces() {
    assert_eq!(total("1d20mi10", &[3]), 10);
    assert_eq!(plain("1d20mi10", &[3]), "1d20mi10 (3 -> 10) = 10");
    assert_eq!(total("1d20mi10", &[15]), 15);
    assert_eq!(
        total("8d6ma4", &[1, 2, 3, 4, 5, 6, 6, 1]),
        1 + 2 + 3 + 4 + 4 + 4 + 4 + 1
    );
    assert_eq!(md("2d6ma4", &[6, 2]), "2d6ma4 (6 -> 4, 2) = **6**");
}

// ---- success counting ----

#[test]
fn success_counting_pinned_dice_maiden() {
    let faces = [7, 3, 10, 1, 8, 6, 9, 2];
    assert_eq!(total("8d10>=7", &faces), 4);
    assert_eq!(total("8d10t7", &faces), 4);
    assert_eq!(total("8d10>7", &faces), 3);
    assert_eq!(total("8d10<=2", &faces), 2);
    assert_eq!(total("8d10<3", &faces), 2);
    assert_eq!(total("8d10>=7f1", &faces), 3);
    assert_eq!(total("8d10>=7f<=1", &faces), 3);
    assert_eq!(total("8d10t7f<=2", &faces), 2);
    assert_eq!(total("8d10>=7f<3", &faces), 2);
    assert_eq!(total("2d10t8f1", &[1, 1]), -2);
    assert_eq!(
        plain("4d10>=7f1", &[7, 1, 5, 10]),
        "4d10>=7f1 (7✓, 1✗, 5, 10✓) = 1"
    );
    assert_eq!(total("8d10>=7+1", &faces), 5);
    // counting after a keep counts kept dice only
    assert_eq!(total("3d10kh2>=7", &[8, 9, 7]), 2);
}

#[test]
fn explode_then_count() {
    assert_eq!(total("3d10!>=8", &[10, 3, 9, 1]), 2);
}

#[test]
fn failures_need_a_target() {
    assert_eq!(parse_err("4d10f1").key(), "err-roll-failures-need-target");
}

// ---- Fate ----

#[test]
fn fate_dice_show_minus_zero_plus() {
    assert_eq!(total("4dF", &[1, 2, 3, 3]), 1);
    assert_eq!(plain("4dF", &[1, 2, 3, 3]), "4dF (-, 0, +, +) = 1");
    assert_eq!(total("4dF+2", &[1, 1, 1, 1]), -2);
    assert_eq!(total("4dFkh2", &[1, 3, 2, 3]), 2);
    assert_eq!(parse_err("4dFe1").key(), "err-roll-fate-op");
    assert_eq!(parse_err("4dF!").key(), "err-roll-fate-op");
}

// ---- repeats and comments ----

#[test]
fn six_times_four_d6_keep_three() {
    let faces = [
        1, 3, 5, 6, 2, 2, 2, 2, 6, 6, 6, 6, 4, 4, 1, 1, 3, 5, 3, 5, 1, 1, 1, 6,
    ];
    let r = rolled("6x 4d6kh3", &faces);
    let totals: Vec<i64> = r.rows.iter().map(|r| r.total).collect();
    assert_eq!(totals, [14, 6, 18, 9, 13, 8]);
    assert_eq!(parse("6x 4d6kh3").map(|p| p.repeats()), Ok(6));
    assert_eq!(parse("2X4d6").map(|p| p.repeats()), Ok(2));
    let text = plain("2x 1d6", &[1, 6]);
    assert_eq!(text, "1d6 (1) = 1\n1d6 (6) = 6");
}

#[test]
fn comments_are_never_parsed() {
    let p = parse("1d20+5 # attack 4d6kh3 ie /0").unwrap();
    assert_eq!(p.comment(), Some("attack 4d6kh3 ie /0"));
    assert_eq!(p.expression(), "1d20+5");
    assert_eq!(total("1d20+5 # 99999d6", &[2]), 7);
    let p = parse("1d20 please don't break").unwrap();
    assert_eq!(p.comment(), Some("please don't break"));
    let p = parse("1d8+3 fire damage # on a hit").unwrap();
    assert_eq!(p.comment(), Some("fire damage on a hit"));
    let p = parse("1d20 útok mečem").unwrap();
    assert_eq!(p.comment(), Some("útok mečem"));
    assert_eq!(parse("1d20 #").unwrap().comment(), None);
    assert_eq!(md("d6 # *hi*", &[2]), "*\\*hi\\**\nd6 (2) = **2**");
    assert_eq!(parse_err("# only a comment").key(), "err-roll-empty");
    assert_eq!(parse_err("   ").key(), "err-roll-empty");
    // a detached operator is not a comment
    assert_eq!(parse_err("4d6 kh3").key(), "err-roll-unexpected");
}

#[test]
fn markdown_escapes_multiplication() {
    assert_eq!(md("1d6*2", &[3]), "1d6 (3) \\* 2 = **6**");
}

// ---- Dice Maiden-only forms ----

#[test]
fn dice_maiden_forms_name_the_avrae_spelling() {
    for (expr, found, avrae) in [
        ("1d6ie1", "ie", "e"),
        ("3d6ie6", "ie", "e"),
        ("4d6ir2", "ir", "rr"),
        ("4d6r2", "r", "ro"),
        ("3d10d1", "d", "pl"),
        ("4d6dl1", "dl", "pl"),
        ("4d6dh1", "dh", "ph"),
    ] {
        let e = parse_err(expr);
        assert_eq!(e.key(), "err-roll-dice-maiden", "{expr}");
        assert_eq!(e.arg("found"), text(found), "{expr}");
        assert_eq!(e.arg("avrae"), text(avrae), "{expr}");
    }
}

#[test]
fn malformed_input_gets_clear_errors() {
    assert_eq!(parse_err("(1d6)^99999999999").key(), "err-roll-unexpected");
    assert_eq!(parse_err("1d6x").key(), "err-roll-unknown-op");
    assert_eq!(parse_err("1d20please").key(), "err-roll-needs-number");
    assert_eq!(parse_err("1d").key(), "err-roll-unexpected-end");
    assert_eq!(parse_err("1d6+").key(), "err-roll-unexpected-end");
    assert_eq!(parse_err("(1d6").key(), "err-roll-unbalanced");
    assert_eq!(parse_err("1d6)").key(), "err-roll-unbalanced");
    assert_eq!(parse_err("1d6k").key(), "err-roll-needs-number");
    assert_eq!(parse_err("1d6e").key(), "err-roll-needs-number");
    assert_eq!(parse_err("1.5").key(), "err-roll-unexpected");
    assert_eq!(parse_err("6 4d6").key(), "err-roll-unexpected");
    assert_eq!(parse_err("0d6").key(), "err-roll-zero-dice");
    assert_eq!(parse_err("1d6rrh1").key(), "err-roll-rank-selector");
    assert_eq!(parse_err("1d6el1").key(), "err-roll-rank-selector");
    assert_eq!(parse_err("1d6rr<7").key(), "err-roll-endless");
    assert_eq!(parse_err("d6!>0").key(), "err-roll-endless");
    assert_eq!(parse_err("1d6e>0").key(), "err-roll-endless");
    assert_eq!(parse("1d6rr<6").map(|p| p.repeats()), Ok(1));
}

// ---- limits, each with its boundary ----

#[test]
fn input_length_limit() {
    let ok = format!("1{}", "+1".repeat((MAX_INPUT_CHARS - 1) / 2));
    let at_limit = format!("{ok}{}", " ".repeat(MAX_INPUT_CHARS - ok.len()));
    assert_eq!(at_limit.chars().count(), MAX_INPUT_CHARS);
    assert!(parse(&at_limit).is_ok());
    let over = format!("{at_limit} ");
    let e = parse_err(&over);
    assert_eq!(e.key(), "err-roll-too-long");
    assert_eq!(e.arg("max"), num(1000));
    assert_eq!(e.arg("len"), num(1001));
    // characters, not bytes: 1,000 Cyrillic letters in a comment are fine
    let cyr = format!("d6 #{}", "я".repeat(MAX_INPUT_CHARS - 4));
    assert!(cyr.len() > MAX_INPUT_CHARS);
    assert!(parse(&cyr).is_ok());
}

#[test]
fn dice_count_limit_counts_repeats() {
    assert!(parse("1000d6").is_ok());
    let e = parse_err("1001d6");
    assert_eq!(e.key(), "err-roll-too-many-dice");
    assert_eq!(e.arg("max"), num(1000));
    assert_eq!(
        parse_err("99999999999999999999999d6").key(),
        "err-roll-too-many-dice"
    );
    assert!(parse("20x 50d6").is_ok());
    assert_eq!(parse_err("20x 51d6").key(), "err-roll-too-many-dice");
    assert!(parse("500d6+500d6").is_ok());
    assert_eq!(parse_err("500d6+501d6").key(), "err-roll-too-many-dice");
}

#[test]
fn dice_limit_counts_explosions_and_rerolls_at_roll_time() {
    let mut faces = vec![1u32; 999];
    faces.push(6);
    faces.push(2);
    // 999 dice + one explosion = 1,000 dice: accepted
    let program = parse("999d6e6").unwrap();
    let mut dice = RiggedDice::new(faces.clone());
    assert!(roll(&program, &mut dice).is_ok());
    // 1000 dice + one explosion: refused
    let program = parse("1000d6e6").unwrap();
    let mut faces = vec![6u32];
    faces.extend(vec![1u32; 999]);
    faces.push(1);
    let mut dice = RiggedDice::new(faces);
    assert_eq!(
        roll(&program, &mut dice).unwrap_err().key,
        "err-roll-too-many-dice"
    );
}

#[test]
fn sides_limit() {
    assert!(parse("1d2").is_ok());
    assert!(parse("1d10000").is_ok());
    for bad in ["1d1", "1d0", "1d10001", "1d99999999999999999999999"] {
        let e = parse_err(bad);
        assert_eq!(e.key(), "err-roll-sides", "{bad}");
        assert_eq!(e.arg("min"), num(2));
        assert_eq!(e.arg("max"), num(10_000));
    }
    assert_eq!(parse_err("1d1e1").key(), "err-roll-sides");
}

#[test]
fn repeats_limit() {
    assert_eq!(parse("20x d6").map(|p| p.repeats()), Ok(20));
    let e = parse_err("21x d6");
    assert_eq!(e.key(), "err-roll-repeats");
    assert_eq!(e.arg("max"), num(20));
    assert_eq!(parse_err("0x d6").key(), "err-roll-repeats");
    assert_eq!(parse_err("99999999999x d6").key(), "err-roll-repeats");
}

#[test]
fn nesting_limit_parentheses_and_unary() {
    let depth = |n: usize| format!("{}1d6{}", "(".repeat(n), ")".repeat(n));
    assert!(parse(&depth(MAX_DEPTH as usize)).is_ok());
    let e = parse_err(&depth(MAX_DEPTH as usize + 1));
    assert_eq!(e.key(), "err-roll-too-deep");
    assert_eq!(e.arg("max"), num(32));
    assert!(parse(&format!("{}1", "-".repeat(32))).is_ok());
    assert_eq!(
        parse_err(&format!("{}1", "-".repeat(33))).key(),
        "err-roll-too-deep"
    );
    assert_eq!(
        parse_err(&format!("{}1", "-(".repeat(17))).key(),
        "err-roll-too-deep"
    );
    // 490 parentheses (within the length limit): an error, not a stack overflow
    assert_eq!(parse_err(&depth(490)).key(), "err-roll-too-deep");
    assert_eq!(parse_err(&depth(1000)).key(), "err-roll-too-long");
    // long flat chains are not nesting
    assert!(parse(&format!("1{}", "+1".repeat(400))).is_ok());
}

#[test]
fn rolled_is_serde_round_trip() {
    let r = rolled(
        "2x 4d6ro1kh3 + 1d20mi10 # stats",
        &[1, 4, 5, 2, 1, 3, 6, 6, 6, 6, 20],
    );
    let json = serde_json::to_string(&r).unwrap();
    let back: Rolled = serde_json::from_str(&json).unwrap();
    assert_eq!(back, r);
    assert_eq!(render(&back, true), render(&r, true));
}

#[test]
fn a_line_refused_for_its_spaces_suggests_the_fix() {
    let error = match parse("4d6 kh3") {
        Err(error) => error,
        Ok(_) => panic!("4d6 kh3 parsed"),
    };
    let shown = crate::i18n::error(crate::i18n::Locale::EnUs, &error);
    assert!(shown.ends_with("Did you mean `4d6kh3`?"), "{shown}");
    // No suggestion where removing the spaces does not help either.
    let hopeless = match parse("4d6 zz9") {
        Err(error) => error,
        Ok(_) => panic!("4d6 zz9 parsed"),
    };
    assert!(!hopeless.args.iter().any(|(name, _)| *name == "suggestion"));
}

// ---- sets (Avrae) ----

#[test]
fn a_set_keeps_the_highest_member_and_shows_each() {
    assert_eq!(total("(1d20+5, 1d20+5)kh1", &[12, 18]), 23);
    assert_eq!(
        md("(1d20+5, 1d20+5)kh1", &[12, 18]),
        "(1d20 (12) + 5 → ~~17~~, 1d20 (18) + 5 → 23)kh1 = **23**"
    );
    assert_eq!(
        plain("(1d20+5, 1d20+5)kl1", &[12, 18]),
        "(1d20 (12) + 5 → 17, 1d20 (18) + 5 → 23(x))kl1 = 17"
    );
    // a set in arithmetic
    assert_eq!(total("(1d20+5, 1d20+5)kh1*2", &[12, 18]), 46);
    // without operations, a set is the sum of its members
    assert_eq!(total("(3, 1d6, 2)", &[4]), 9);
}

#[test]
fn sets_nest_and_drop_by_value() {
    // 10d6kh5 keeps 6, 6, 5, 5, 4 = 26; one-member sets keep it.
    assert_eq!(
        total("((10d6kh5)kl2)kh1", &[6, 5, 4, 3, 2, 1, 6, 5, 4, 3]),
        26
    );
    assert_eq!(total("(1d8, 1d8, 1d8)p<3", &[2, 5, 8]), 13);
    assert_eq!(total("(3, 1d6, 2)p1", &[1]), 5);
    assert_eq!(total("(3, 1d6, 2)k>2", &[1]), 3);
    assert_eq!(total("((1d6, 1d6)kh1, (1d6, 1d6)kl1)kh1", &[1, 4, 6, 2]), 4);
    assert_eq!(
        plain("((1d6, 1d6)kh1, 2)kl1", &[1, 4]),
        "((1d6 (1) → 1(x), 1d6 (4) → 4)kh1 → 4(x), 2 → 2)kl1 = 2"
    );
    // ties go to the earlier member
    assert_eq!(md("(5, 5)kh1", &[]), "(5 → 5, 5 → ~~5~~)kh1 = **5**");
    // Avrae's trailing comma: a set of one
    assert_eq!(md("(1d20,)", &[7]), "(1d20 (7) → 7) = **7**");
    // plain parentheses stay plain
    assert_eq!(md("(1d8+3)*2", &[5]), "(1d8 (5) + 3) \\* 2 = **16**");
}

#[test]
fn a_long_set_fits_the_evaluation_stack() {
    let expr = format!("({})kh1", vec!["1"; 300].join(","));
    assert_eq!(total(&expr, &[]), 1);
    let expr = format!("({})", vec!["1"; 300].join(","));
    assert_eq!(total(&expr, &[]), 300);
}

#[test]
fn sets_refuse_what_they_cannot_do() {
    assert_eq!(parse_err("(1d20, 1d20)rr1").key(), "err-roll-set-op");
    assert_eq!(parse_err("(1d20, 1d20)e20").key(), "err-roll-set-op");
    assert_eq!(parse_err("(1d20, 1d20)mi3").key(), "err-roll-set-op");
    assert_eq!(parse_err("(1d20, 1d20").key(), "err-roll-unbalanced");
    assert_eq!(parse_err("(1d20,, 1d20)").key(), "err-roll-unexpected");
    assert_eq!(parse_err("()").key(), "err-roll-unexpected");
    assert_eq!(parse_err("(1d20, 1d20)k").key(), "err-roll-needs-number");
    assert_eq!(parse_err("1d20, 1d20").key(), "err-roll-unexpected");
}

// ---- whole-roll checks ----

fn check_of(expr: &str, faces: &[u32]) -> Option<Check> {
    let r = rolled(expr, faces);
    r.rows[0].check
}

#[test]
fn a_check_after_arithmetic_passes_or_fails_with_the_total() {
    let pass = check_of("1d20+5>=15", &[10]);
    assert_eq!(
        pass,
        Some(Check {
            op: CmpOp::Ge,
            target: 15,
            pass: true
        })
    );
    assert_eq!(total("1d20+5>=15", &[10]), 15);
    assert_eq!(check_of("1d20+5>=15", &[9]).map(|c| c.pass), Some(false));
    assert_eq!(check_of("(1d20+5)>=15", &[10]).map(|c| c.pass), Some(true));
    assert_eq!(check_of("1d20+5 > 15", &[10]).map(|c| c.pass), Some(false));
    assert_eq!(check_of("2d6+3==10", &[3, 4]).map(|c| c.pass), Some(true));
    assert_eq!(check_of("2d6+3==10", &[3, 5]).map(|c| c.pass), Some(false));
    assert_eq!(check_of("1d20-10<-3", &[1]).map(|c| c.pass), Some(true));
    assert_eq!(check_of("1d20-10 <= -9", &[2]).map(|c| c.pass), Some(false));
    assert_eq!(
        check_of("(1d20, 1d20)kh1>=15", &[3, 15]).map(|c| c.pass),
        Some(true)
    );
    assert_eq!(
        md("1d20+5>=15", &[10]),
        "1d20 (10) + 5 = **15** ≥ 15: **✓**"
    );
    assert_eq!(plain("1d20+5<15", &[10]), "1d20 (10) + 5 = 15 < 15: ✗");
    let words = Verdicts {
        pass: "pass",
        fail: "fail",
    };
    assert_eq!(
        render_with(&rolled("1d20+5>=15", &[2]), true, words),
        "1d20 (2) + 5 = **7** ≥ 15: **fail**"
    );
    // each repeat has its own verdict
    let r = rolled("3x 1d20+0>=10", &[5, 10, 15]);
    let verdicts: Vec<bool> = r
        .rows
        .iter()
        .filter_map(|row| row.check)
        .map(|c| c.pass)
        .collect();
    assert_eq!(verdicts, vec![false, true, true]);
}

#[test]
fn a_comparison_right_after_dice_still_counts_dice() {
    // pinned: no space after the dice group counts dice
    assert_eq!(total("4d6>=5", &[6, 5, 1, 2]), 2);
    assert_eq!(check_of("4d6>=5", &[6, 5, 1, 2]), None);
    // `==` right after dice counts the dice showing exactly that face
    assert_eq!(total("4d6==6", &[6, 6, 1, 2]), 2);
    assert_eq!(total("1d20==20", &[20]), 1);
    assert_eq!(total("5d10==1f==10", &[1, 1, 10, 4, 5]), 1);
    // a space makes it a check of the total
    assert_eq!(
        check_of("4d6 >= 15", &[6, 5, 1, 2]).map(|c| c.pass),
        Some(false)
    );
    assert_eq!(total("4d6 >= 15", &[6, 5, 1, 2]), 14);
}

#[test]
fn a_check_goes_once_at_the_end() {
    assert_eq!(parse_err("(1d20+5>=15)").key(), "err-roll-check-place");
    assert_eq!(parse_err("(1d20+5 >= 15, 3)").key(), "err-roll-check-place");
    assert_eq!(parse_err("1d20+5>=").key(), "err-roll-needs-number");
    assert_eq!(parse_err("1d20+5>=15>=3").key(), "err-roll-unexpected");
    assert_eq!(parse_err("1d20+5>=15+2").key(), "err-roll-unexpected");
    assert_eq!(parse_err("1d20+5>=1d6").key(), "err-roll-unexpected");
    assert_eq!(
        parse_err("1d20+5>=99999999999999999999").key(),
        "err-roll-number-too-big"
    );
}

// ---- annotations ----

#[test]
fn annotations_are_shown_beside_their_term() {
    assert_eq!(md("1d20+5 [fire]", &[12]), "1d20 (12) + 5 [fire] = **17**");
    assert_eq!(
        md("2d6 [slashing] + 1d6 [fire]", &[1, 2, 3]),
        "2d6 (1, 2) [slashing] + 1d6 (3) [fire] = **6**"
    );
    assert_eq!(md("1d6[cold]", &[4]), "1d6 (4) [cold] = **4**");
    assert_eq!(
        md("(1d6+1) [magic] * 2", &[4]),
        "(1d6 (4) + 1) [magic] \\* 2 = **10**"
    );
    // markdown in an annotation is escaped; `#` inside is not a comment
    assert_eq!(md("1d6 [*loud*]", &[4]), "1d6 (4) [\\*loud\\*] = **4**");
    let r = rolled("1d6 [a#b] # note", &[4]);
    assert_eq!(r.comment.as_deref(), Some("note"));
    assert_eq!(plain("1d6 [a#b] # note", &[4]), "note\n1d6 (4) [a#b] = 4");
    // an annotation with a check and a comment word
    assert_eq!(
        plain("1d20+5 [to hit]>=15 sword", &[10]),
        "sword\n1d20 (10) + 5 [to hit] = 15 ≥ 15: ✓"
    );
}

#[test]
fn annotations_are_bounded_and_closed() {
    assert_eq!(parse_err("1d6 [fire").key(), "err-roll-annotation-unclosed");
    let long = format!("1d6 [{}]", "x".repeat(MAX_ANNOTATION_CHARS + 1));
    let e = parse_err(&long);
    assert_eq!(e.key(), "err-roll-annotation-too-long");
    assert_eq!(e.arg("max"), num(MAX_ANNOTATION_CHARS as i64));
    let fits = format!("1d6 [{}]", "é".repeat(MAX_ANNOTATION_CHARS));
    assert_eq!(total(&fits, &[3]), 3);
    assert_eq!(parse_err("[fire] 1d6").key(), "err-roll-unexpected");
}

// ---- adv / dis ----

#[test]
fn adv_and_dis_turn_one_d20_into_two() {
    let r = rolled("1d20+5 adv", &[3, 15]);
    assert_eq!(r.expression, "2d20kh1+5");
    assert_eq!(r.rows[0].total, 20);
    assert_eq!(r.comment, None);
    assert_eq!(
        md("1d20+5 adv", &[3, 15]),
        "2d20kh1 (~~3~~, 15) + 5 = **20**"
    );
    assert_eq!(total("d20 dis", &[3, 15]), 3);
    assert_eq!(total("1D20 ADV", &[3, 15]), 15);
    // per-die operations stay; more words are a comment
    let r = rolled("1d20ro1+3 adv sword", &[1, 5, 10]);
    assert_eq!(r.expression, "2d20ro1kh1+3");
    assert_eq!(r.rows[0].total, 13);
    assert_eq!(r.comment.as_deref(), Some("sword"));
    // after a check, before a comment
    assert_eq!(
        check_of("1d20+5>=15 adv # attack", &[3, 12]).map(|c| c.pass),
        Some(true)
    );
    // later groups keep their spans
    assert_eq!(
        plain("1d20+1d4 [bless] dis", &[3, 15, 2]),
        "2d20kl1 (3, 15(x)) + 1d4 (2) [bless] = 5"
    );
    // `advantage` is a comment, not `adv`
    let r = rolled("1d20 advantage", &[7]);
    assert_eq!(r.comment.as_deref(), Some("advantage"));
    assert_eq!(r.rows[0].total, 7);
}

#[test]
fn adv_needs_one_plain_d20_first() {
    for expr in [
        "2d20 adv",
        "1d20kh1 adv",
        "5+1d20 adv",
        "1d6 adv",
        "(1d20) adv",
        "1d20>=10 dis",
        "1d20e20 adv",
        "-1d20 dis",
        "7 adv",
    ] {
        let e = parse_err(expr);
        assert_eq!(e.key(), "err-roll-adv-needs-d20", "{expr}");
    }
    assert_eq!(parse_err("2d20 dis").arg("word"), text("dis"));
    // the second d20 counts against the dice limit
    let full = format!("1d20+{}d6 adv", MAX_DICE - 1);
    assert_eq!(parse_err(&full).key(), "err-roll-too-many-dice");
    assert!(parse(&format!("1d20+{}d6 adv", MAX_DICE - 2)).is_ok());
}
