//! Step 1's order (rules: "Step 1"): every enemy engaged with the first player, highest
//! engagement cost first, then the next player clockwise, and so on. Enemies with equal
//! engagement cost go in the order they engaged, unless the first player lists another
//! order for them.

use super::model::Table;

/// The players in turn order: the first player, then clockwise; eliminated seats skipped.
pub fn turn_order(table: &Table) -> Vec<String> {
    let count = table.players.len();
    (0..count)
        .filter_map(|step| table.players.get((table.first_player + step) % count))
        .filter(|p| !p.eliminated)
        .map(|p| p.name.clone())
        .collect()
}

/// The engaged enemies in the order they get their shadow cards. `order` holds enemy
/// names (already resolved) the first player put first among ties, in that order.
pub fn shadow_order(table: &Table, order: &[String]) -> Vec<String> {
    let rank = |name: &str| order.iter().position(|o| o == name).unwrap_or(usize::MAX);
    let mut dealt = Vec::new();
    for player in turn_order(table) {
        let mut enemies: Vec<_> = table.enemies_engaged_with(&player).collect();
        enemies.sort_by_key(|e| {
            (
                std::cmp::Reverse(e.engagement_cost),
                rank(&e.name),
                e.engaged_order,
            )
        });
        dealt.extend(enemies.into_iter().map(|e| e.name.clone()));
    }
    dealt
}
