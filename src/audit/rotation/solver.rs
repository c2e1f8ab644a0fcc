//! The assignment searches of the slot-shift detectors: the cheapest assignment of a
//! sentence's numbers to its slots (an assignment problem solved exactly, or a
//! branch-and-bound search when a read/write ratio ties two slots together), whether
//! another assignment is as cheap, and [`assign`], a plain exhaustive search for the few
//! figures of a sentence that restates a table.

use super::slots::{ratio_ok, slot_cost, Slot, SlotKind};
use crate::audit::Doc;

/// Sentences with more slots than this are not searched.
pub(super) const MAX_SLOTS: usize = 24;
/// Search budget per sentence (nodes of the branch-and-bound).
const NODE_BUDGET: usize = 20_000;
/// The costs of a sentence's slots, in one flat matrix: [`Costs::get`]`(s, v)` is the cost
/// of number `v` (the number written in slot `v`) in slot `s`, plausibility and squared
/// move, or None when it cannot be true there.
pub(super) struct Costs {
    n: usize,
    cells: Vec<Option<f64>>,
    /// Whether every cost is a whole number of at most [`MAX_WHOLE_COST`], as slot costs
    /// are (whole penalties plus squared moves): then sums of costs are exact, and two
    /// assignments that cost differently differ by at least one (see [`Optimum`]).
    whole: bool,
}

/// The largest cost for which [`Costs::whole`] holds: sums of [`MAX_SLOTS`] such costs
/// are exact, and far below 1e9, where the searches' tolerance of 1e-9 relative would
/// reach one.
const MAX_WHOLE_COST: f64 = (1u32 << 20) as f64;

fn all_whole(cells: &[Option<f64>]) -> bool {
    cells
        .iter()
        .flatten()
        .all(|c| c.fract() == 0.0 && c.abs() <= MAX_WHOLE_COST)
}

impl Costs {
    pub(super) fn of_slots(doc: &Doc<'_>, slots: &[Slot]) -> Self {
        let n = slots.len();
        let mut cells = Vec::with_capacity(n * n);
        for (s, slot) in slots.iter().enumerate() {
            cells.extend(slots.iter().enumerate().map(|(v, number)| {
                let d = v as f64 - s as f64;
                slot_cost(slot.kind, number.number, doc).map(|p| p + d * d)
            }));
        }
        let whole = all_whole(&cells);
        Costs { n, cells, whole }
    }

    #[cfg(test)]
    fn from_rows(rows: &[Vec<Option<f64>>]) -> Self {
        let cells = rows.concat();
        Costs {
            n: rows.len(),
            whole: all_whole(&cells),
            cells,
        }
    }

    fn get(&self, s: usize, v: usize) -> Option<f64> {
        self.cells[s * self.n + v]
    }
}

/// The searches use bit sets of numbers (one bit per slot's number).
const _: () = assert!(MAX_SLOTS <= 32);

/// One slot barred from some numbers (by index, as bits): those equal to the number that
/// the best assignment gives it, when [`Sentence::alternative_within`] asks whether
/// another assignment is as good.
#[derive(Debug, Clone, Copy)]
pub(super) struct Barred {
    slot: usize,
    numbers: u32,
}

/// A sentence's costs with at most one slot barred from some numbers.
#[derive(Clone, Copy)]
struct Problem<'c> {
    costs: &'c Costs,
    barred: Option<Barred>,
}

impl Problem<'_> {
    fn get(&self, s: usize, v: usize) -> Option<f64> {
        match self.barred {
            Some(b) if b.slot == s && b.numbers >> v & 1 == 1 => None,
            _ => self.costs.get(s, v),
        }
    }

    /// The numbers slot `s` may hold, as bits.
    fn allowed(&self, s: usize) -> u32 {
        (0..self.costs.n)
            .filter(|&v| self.get(s, v).is_some())
            .fold(0, |bits, v| bits | 1 << v)
    }
}

/// The assignment problem of one sentence's slots (at most [`MAX_SLOTS`]), and what its
/// searches share: the best assignment is searched once, and then once per moved number
/// with that number barred, over the same costs.
pub(super) struct Sentence<'s> {
    slots: &'s [Slot],
    costs: Costs,
    /// Whether a read/write ratio ties two slots together: then the assignment is searched
    /// for; without one the slots are independent, an assignment problem solved exactly.
    ratio: bool,
    /// The order in which each node of the search tries the numbers (ratio sentences
    /// only; see [`Options`]).
    options: Options,
    solver: AssignmentSolver,
    /// The optimum without the read/write-ratio constraint and with no number barred,
    /// solved once for all the searches of the sentence (None inside: the costs are not
    /// [`Costs::whole`] or there is no assignment, and each search solves its own).
    optimum: Option<Option<Optimum>>,
}

/// The optimum of a sentence's assignment problem without the read/write-ratio constraint
/// and with no number barred, and its tight pairs: those of zero reduced cost under the
/// optimal dual solution that the solver leaves. An assignment's cost is the optimum plus
/// the reduced costs of its pairs, none of them negative, so an assignment costs the
/// optimum exactly when all its pairs are tight; and with [`Costs::whole`] costs, any
/// other assignment costs at least the optimum plus one. Whether an optimal assignment
/// exists with some pairs fixed or barred is then a question of a perfect matching of
/// tight pairs, answered by bit operations instead of solving the problem again.
#[derive(Debug, Clone, Copy)]
struct Optimum {
    cost: f64,
    /// `tight[s]`: the numbers whose pair with slot `s` is tight, as bits.
    tight: [u32; MAX_SLOTS],
}

impl Optimum {
    /// Whether an assignment that costs the optimum keeps `barred` numbers out of their
    /// slot.
    fn allows(&self, n: usize, barred: Option<Barred>) -> bool {
        let Some(barred) = barred else {
            return true;
        };
        let mut rows = self.tight;
        rows[barred.slot] &= !barred.numbers;
        perfect_matching_exists(&rows[..n])
    }
}

impl<'s> Sentence<'s> {
    pub(super) fn new(slots: &'s [Slot], costs: Costs) -> Self {
        let n = slots.len();
        debug_assert!(n <= MAX_SLOTS && costs.n == n);
        let ratio = slots.iter().any(|s| s.kind == SlotKind::RatioSecond);
        let options = if ratio {
            Options::new(slots, &costs)
        } else {
            Options::default()
        };
        Sentence {
            slots,
            costs,
            ratio,
            options,
            solver: AssignmentSolver::new(n),
            optimum: None,
        }
    }

    /// The sentence's [`Optimum`], solved at the first call (None: the costs are not
    /// whole, or no assignment fits).
    fn optimum(&mut self) -> Option<Optimum> {
        if self.optimum.is_none() {
            let costs = &self.costs;
            let cost = |s: usize, v: usize| costs.get(s, v);
            let found = if costs.whole {
                (self.solver.solve(cost)).map(|optimum| Optimum {
                    cost: optimum,
                    tight: self.solver.tight_pairs(cost),
                })
            } else {
                None
            };
            self.optimum = Some(found);
        }
        self.optimum.flatten()
    }

    /// The cheapest plausible assignment of the slots' numbers (with `barred` numbers
    /// kept out of their slot): its cost, the number of each slot, and whether the search
    /// was complete.
    pub(super) fn solve(
        &mut self,
        barred: Option<Barred>,
        spent: &mut usize,
    ) -> Option<(f64, Vec<usize>, bool)> {
        self.solve_within(barred, None, spent)
    }

    /// [`Sentence::solve`], or with a `ceiling`: the first assignment found that costs
    /// no more than it (not necessarily the cheapest), or None when none does.
    fn solve_within(
        &mut self,
        barred: Option<Barred>,
        ceiling: Option<f64>,
        spent: &mut usize,
    ) -> Option<(f64, Vec<usize>, bool)> {
        let n = self.slots.len();
        let tolerance = |c: f64| 1e-9 * c.abs().max(1.0);
        // Whether an assignment that misses the optimum, and so costs at least one more
        // (whole costs), is over the ceiling.
        let next_best_over_ceiling = |optimum: Optimum| {
            ceiling.is_some_and(|c| {
                let least = optimum.cost + 1.0;
                least - tolerance(least) > c
            })
        };
        // Whether the sentence's optimum, once solved, holds with the barred numbers out of
        // their slot; when it does not, an assignment costs at least one more (see below),
        // which may rule out any under the ceiling before the work that follows.
        let cached = self.optimum.flatten();
        let holds = cached.map(|optimum| optimum.allows(n, barred));
        if let (Some(optimum), Some(false), true) = (cached, holds, self.ratio) {
            if next_best_over_ceiling(optimum) {
                return None;
            }
        }
        let problem = Problem {
            costs: &self.costs,
            barred,
        };
        let mut allowed = [0u32; MAX_SLOTS];
        for (s, bits) in allowed[..n].iter_mut().enumerate() {
            *bits = problem.allowed(s);
        }
        if !perfect_matching_exists(&allowed[..n]) {
            return None; // no assignment at all: do not search for one
        }
        let mut floor = [0.0; MAX_SLOTS + 1];
        for s in (0..n).rev() {
            let cheapest = (0..n)
                .filter_map(|v| problem.get(s, v))
                .fold(f64::INFINITY, f64::min);
            if cheapest.is_infinite() {
                return None; // a slot no number fits
            }
            floor[s] = floor[s + 1] + cheapest;
        }
        let optimum = self.optimum();
        let problem = Problem {
            costs: &self.costs,
            barred,
        };
        if !self.ratio {
            // No constraint between slots: an assignment problem, solved exactly.
            *spent += n * n;
            let first = match optimum {
                Some(optimum) if barred.is_none() => first_optimal_by_tight(&self.costs, &optimum),
                _ => first_optimal_assignment(problem, &mut self.solver),
            };
            return first.map(|(cost, a)| (cost, a, true));
        }
        // The optimum without the read/write-ratio constraint (an assignment problem,
        // solved exactly in O(n³)) bounds the search from the start: the depth-first
        // search then finds the same first optimal assignment as an unbounded one,
        // visiting a fraction of the nodes. Where the ratio constraint makes the true
        // optimum dearer, the bounded search finds nothing and runs again unbounded.
        // (Sums of the same costs in another order differ by rounding: a tolerance.)
        let unconstrained = match optimum {
            // The sentence's optimum holds with the barred numbers out of their slot.
            Some(optimum) if holds.unwrap_or_else(|| optimum.allows(n, barred)) => {
                Some(optimum.cost)
            }
            // Otherwise it costs at least one more, which is already too much.
            Some(optimum) if next_best_over_ceiling(optimum) => return None,
            _ => self.solver.solve(|s, v| problem.get(s, v)),
        };
        let bound = unconstrained.map(|c| c + tolerance(c));
        // With a ceiling, the search keeps only assignments that cost no more (a search
        // keeps those strictly below its best cost): a question of existence, which
        // prunes far more than the search for the optimum.
        let start = match ceiling {
            // Even without the ratio constraint every assignment costs more.
            Some(c) if unconstrained.is_none_or(|u| u - tolerance(u) > c) => return None,
            Some(c) => c.next_up(),
            None => bound.unwrap_or(f64::INFINITY),
        };
        let mut search = Search {
            slots: self.slots,
            options: &self.options,
            barred,
            floor: &floor[..=n],
            best_cost: start,
            best: None,
            current: Vec::with_capacity(n),
            used: 0,
            nodes: 0,
        };
        search.step(0, 0.0);
        if search.best.is_none() && bound.is_some() && ceiling.is_none() {
            *spent += search.nodes;
            search.best_cost = f64::INFINITY;
            search.nodes = 0;
            search.step(0, 0.0);
        }
        *spent += search.nodes;
        let complete = search.nodes <= NODE_BUDGET;
        search.best.map(|b| (search.best_cost, b, complete))
    }

    /// Whether an assignment in which slot `forbidden.0` does not hold the number
    /// `forbidden.1` costs no more than `ceiling` (the best assignment's cost): whether
    /// the best assignment is not the only one that good. When the search runs out of
    /// budget before finding one, the answer is no.
    pub(super) fn alternative_within(
        &mut self,
        forbidden: (usize, f64),
        ceiling: f64,
        spent: &mut usize,
    ) -> bool {
        let barred = Barred {
            slot: forbidden.0,
            numbers: (self.slots.iter().enumerate())
                .filter(|(_, s)| s.number == forbidden.1)
                .fold(0, |bits, (v, _)| bits | 1 << v),
        };
        if self.ratio {
            return self
                .solve_within(Some(barred), Some(ceiling), spent)
                .is_some();
        }
        // Independent slots: the optimum's cost is all that is asked, no assignment needed.
        let n = self.slots.len();
        *spent += n * n;
        if let Some(optimum) = self.optimum() {
            if optimum.allows(n, Some(barred)) {
                return optimum.cost <= ceiling;
            }
            // Every other assignment costs at least one more.
            if ceiling < optimum.cost + 1.0 {
                return false;
            }
        }
        let problem = Problem {
            costs: &self.costs,
            barred: Some(barred),
        };
        self.solver
            .solve(|s, v| problem.get(s, v))
            .is_some_and(|c| c <= ceiling)
    }
}

/// The numbers each slot may hold in the order the search tries them, with what a node
/// needs to skip and count them by bit operations.
#[derive(Default)]
struct Options {
    n: usize,
    /// Row `s` (`n` entries from `s * n`, the first `len[s]` used): the numbers `v` that
    /// slot `s` may hold, with their cost, cheapest first and by index among equals.
    /// Costs do not change during a search, so the order is sorted once per slot rather
    /// than once per node; a node only skips the numbers already used, barred, or that
    /// break a read/write ratio, which keeps the order.
    order: Vec<(f64, usize)>,
    len: Vec<usize>,
    /// `rest[s * n + k]`: the numbers of row `s` from its `k`th on, as bits.
    rest: Vec<u32>,
    /// `partners[u]`: the numbers that can follow number `u` as the second part of a
    /// read/write ratio, as bits.
    partners: Vec<u32>,
}

impl Options {
    fn new(slots: &[Slot], costs: &Costs) -> Self {
        let n = slots.len();
        let mut order = Vec::with_capacity(n * n);
        let mut len = Vec::with_capacity(n);
        let mut rest = vec![0; n * n];
        for s in 0..n {
            let row = order.len();
            order.extend((0..n).filter_map(|v| costs.get(s, v).map(|c| (c, v))));
            order[row..].sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            len.push(order.len() - row);
            order.resize(row + n, (0.0, 0));
            let mut bits = 0u32;
            for k in (0..len[s]).rev() {
                bits |= 1 << order[row + k].1;
                rest[row + k] = bits;
            }
        }
        let partners = slots
            .iter()
            .map(|first| {
                (slots.iter().enumerate())
                    .filter(|(_, second)| ratio_ok(first.number, second.number))
                    .fold(0, |bits, (v, _)| bits | 1 << v)
            })
            .collect();
        Options {
            n,
            order,
            len,
            rest,
            partners,
        }
    }
}

/// Branch-and-bound search for the cheapest plausible assignment of numbers to slots.
struct Search<'s> {
    slots: &'s [Slot],
    options: &'s Options,
    barred: Option<Barred>,
    /// `floor[s]`: a lower bound of the cost of slots `s..` (each slot's cheapest number).
    floor: &'s [f64],
    best_cost: f64,
    best: Option<Vec<usize>>,
    current: Vec<usize>,
    /// The numbers taken by the slots before, as bits.
    used: u32,
    nodes: usize,
}

impl Search<'_> {
    fn step(&mut self, s: usize, cost: f64) {
        self.nodes += 1;
        if self.nodes > NODE_BUDGET || cost + self.floor[s] >= self.best_cost {
            return;
        }
        if s == self.slots.len() {
            self.best_cost = cost;
            self.best = Some(self.current.clone());
            return;
        }
        let options = self.options;
        // The numbers this node skips: those used, those barred from this slot, and for a
        // ratio's second part those that do not complete the first part before it. The
        // children restore `used`, so the set holds for the whole loop.
        let mut closed = self.used;
        if let Some(b) = self.barred.filter(|b| b.slot == s) {
            closed |= b.numbers;
        }
        if self.slots[s].kind == SlotKind::RatioSecond && s > 0 {
            closed |= !options.partners[self.current[s - 1]];
        }
        let row = s * options.n;
        for k in row..row + options.len[s] {
            let (c, v) = options.order[k];
            if closed >> v & 1 == 1 {
                continue;
            }
            // A child that costs too much returns at once, counted as a node; so do all
            // after it that are open, which cost no less. Count them rather than make the
            // calls.
            if cost + c + self.floor[s + 1] >= self.best_cost {
                self.nodes += (options.rest[k] & !closed).count_ones() as usize;
                break;
            }
            self.used |= 1 << v;
            self.current.push(v);
            self.step(s + 1, cost + c);
            self.current.pop();
            self.used &= !(1 << v);
        }
    }
}

/// Whether every slot can get its own allowed number (Kuhn's augmenting paths), so that
/// the search is only run when an assignment exists. `allowed[s]`: the numbers slot `s`
/// may hold, as bits.
fn perfect_matching_exists(allowed: &[u32]) -> bool {
    /// `owner[v]`: the slot holding number `v`, if any.
    fn augment(s: usize, allowed: &[u32], seen: &mut u32, owner: &mut [Option<usize>]) -> bool {
        let mut candidates = allowed[s];
        while candidates != 0 {
            let v = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            if *seen >> v & 1 == 1 {
                continue;
            }
            *seen |= 1 << v;
            if owner[v].is_none_or(|other| augment(other, allowed, seen, owner)) {
                owner[v] = Some(s);
                return true;
            }
        }
        false
    }
    let mut owner = [None; MAX_SLOTS];
    (0..allowed.len()).all(|s| augment(s, allowed, &mut 0, &mut owner))
}

/// The optimal assignment that the depth-first search would find first: slot by slot,
/// the cheapest number (ties: the lower index) that still allows an optimal total. With
/// its cost, summed in slot order as the search sums it.
fn first_optimal_assignment(
    problem: Problem<'_>,
    solver: &mut AssignmentSolver,
) -> Option<(f64, Vec<usize>)> {
    let n = problem.costs.n;
    let best = solver.solve(|s, v| problem.get(s, v))?;
    let tolerance = 1e-9 * best.abs().max(1.0);
    // Slots fixed so far (slot → number) and the numbers they took.
    let mut fixed: Vec<Option<usize>> = vec![None; n];
    let mut taken = vec![false; n];
    let mut total = 0.0;
    let mut options: Vec<(f64, usize)> = Vec::with_capacity(n);
    // An optimal assignment that agrees with the slots fixed so far: where it gives slot
    // `s` the option tried first, that option is known to allow the optimum, unsolved.
    let mut known = solver.assignment();
    for s in 0..n {
        options.clear();
        options.extend(
            (0..n)
                .filter(|&v| !taken[v])
                .filter_map(|v| problem.get(s, v).map(|c| (c, v))),
        );
        options.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let mut chosen = None;
        for &(c, v) in &options {
            fixed[s] = Some(v);
            taken[v] = true;
            if known[s] == v {
                chosen = Some(c);
                break;
            }
            let restricted = |i: usize, j: usize| match fixed[i] {
                Some(f) if f != j => None,
                Some(_) => problem.get(i, j),
                None if taken[j] => None,
                None => problem.get(i, j),
            };
            if solver
                .solve(restricted)
                .is_some_and(|t| t <= best + tolerance)
            {
                known = solver.assignment();
                chosen = Some(c);
                break;
            }
            fixed[s] = None;
            taken[v] = false;
        }
        total += chosen?;
    }
    Some((total, fixed.into_iter().collect::<Option<Vec<usize>>>()?))
}

/// [`first_optimal_assignment`] for whole costs with their [`Optimum`]: the same choices
/// slot by slot, where whether an option still allows the optimum is whether the tight
/// pairs hold a perfect matching with it and the slots before fixed, rather than whether
/// the problem solved again with them fixed costs the optimum (the same question: with
/// whole costs, within the tolerance of the search is exactly the optimum).
fn first_optimal_by_tight(costs: &Costs, optimum: &Optimum) -> Option<(f64, Vec<usize>)> {
    let n = costs.n;
    // The tight pairs, with the slots fixed so far reduced to their number.
    let mut rows = optimum.tight;
    let mut taken = 0u32;
    let mut total = 0.0;
    let mut assignment = Vec::with_capacity(n);
    let mut options: Vec<(f64, usize)> = Vec::with_capacity(n);
    for s in 0..n {
        options.clear();
        options.extend(
            (0..n)
                .filter(|&v| taken >> v & 1 == 0)
                .filter_map(|v| costs.get(s, v).map(|c| (c, v))),
        );
        options.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let mut chosen = None;
        for &(c, v) in &options {
            if optimum.tight[s] >> v & 1 == 0 {
                continue; // in no optimal assignment
            }
            rows[s] = 1 << v;
            if perfect_matching_exists(&rows[..n]) {
                chosen = Some((c, v));
                break;
            }
        }
        let (c, v) = chosen?;
        rows[s] = 1 << v;
        taken |= 1 << v;
        total += c;
        assignment.push(v);
    }
    Some((total, assignment))
}

struct AssignmentSolver {
    n: usize,
    u: Vec<f64>,
    v: Vec<f64>,
    /// `owner[number]` = slot (1-based; 0 is the virtual slot of the classic formulation).
    owner: Vec<usize>,
    way: Vec<usize>,
    minv: Vec<f64>,
    used: Vec<bool>,
}

impl AssignmentSolver {
    fn new(n: usize) -> Self {
        AssignmentSolver {
            n,
            u: vec![0.0; n + 1],
            v: vec![0.0; n + 1],
            owner: vec![0; n + 1],
            way: vec![0; n + 1],
            minv: vec![0.0; n + 1],
            used: vec![false; n + 1],
        }
    }

    /// The number of each slot in the last solution.
    fn assignment(&self) -> Vec<usize> {
        let mut out = vec![0; self.n];
        for (number, &slot) in self.owner.iter().enumerate().skip(1) {
            if slot > 0 {
                out[slot - 1] = number - 1;
            }
        }
        out
    }

    /// The tight pairs of the last solution ([`Optimum`]), of the same `cost`, by slot.
    fn tight_pairs(&self, cost: impl Fn(usize, usize) -> Option<f64>) -> [u32; MAX_SLOTS] {
        let mut tight = [0u32; MAX_SLOTS];
        for (s, bits) in tight[..self.n].iter_mut().enumerate() {
            for number in 0..self.n {
                // The potentials are 1-based: `u` by slot, `v` by number.
                if cost(s, number).is_some_and(|c| c - self.u[s + 1] - self.v[number + 1] == 0.0) {
                    *bits |= 1 << number;
                }
            }
        }
        tight
    }

    /// `cost(slot, number)`: None where the number cannot go.
    pub(super) fn solve(&mut self, cost: impl Fn(usize, usize) -> Option<f64>) -> Option<f64> {
        /// Stands for a forbidden pair: larger than any sum of real costs.
        const FORBIDDEN: f64 = 1e15;
        let n = self.n;
        if n == 0 {
            return Some(0.0);
        }
        let c = |s: usize, v: usize| cost(s, v).unwrap_or(FORBIDDEN);
        self.u.fill(0.0);
        self.v.fill(0.0);
        self.owner.fill(0);
        self.way.fill(0);
        let (u, v, owner, way, minv, used) = (
            &mut self.u,
            &mut self.v,
            &mut self.owner,
            &mut self.way,
            &mut self.minv,
            &mut self.used,
        );
        for slot in 1..=n {
            owner[0] = slot;
            let mut j0 = 0usize;
            minv.fill(f64::INFINITY);
            used.fill(false);
            loop {
                used[j0] = true;
                let i0 = owner[j0];
                let mut delta = f64::INFINITY;
                let mut j1 = 0usize;
                for j in 1..=n {
                    if used[j] {
                        continue;
                    }
                    let cur = c(i0 - 1, j - 1) - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
                for j in 0..=n {
                    if used[j] {
                        u[owner[j]] += delta;
                        v[j] -= delta;
                    } else {
                        minv[j] -= delta;
                    }
                }
                j0 = j1;
                if owner[j0] == 0 {
                    break;
                }
            }
            loop {
                let j1 = way[j0];
                owner[j0] = owner[j1];
                j0 = j1;
                if j0 == 0 {
                    break;
                }
            }
        }
        let mut total = 0.0;
        for (number, &slot) in owner.iter().enumerate().skip(1) {
            total += cost(slot - 1, number - 1)?;
        }
        Some(total)
    }
}

/// The cheapest injective assignment of number indices (of `pool` numbers) to `slots`;
/// `cost(slot, number)` is the price of the pair (None: not allowed), to which the squared
/// move from the slot's own position is added.
pub(crate) fn assign(
    slots: &[usize],
    pool: usize,
    cost: &dyn Fn(usize, usize) -> Option<f64>,
) -> Option<(f64, Vec<usize>)> {
    struct Ctx<'c> {
        slots: &'c [usize],
        cost: &'c dyn Fn(usize, usize) -> Option<f64>,
        used: Vec<bool>,
        current: Vec<usize>,
        best: Option<(f64, Vec<usize>)>,
    }
    fn step(cx: &mut Ctx<'_>, k: usize, total: f64) {
        if cx.best.as_ref().is_some_and(|b| total >= b.0) {
            return;
        }
        if k == cx.slots.len() {
            cx.best = Some((total, cx.current.clone()));
            return;
        }
        let s = cx.slots[k];
        for v in 0..cx.used.len() {
            if cx.used[v] {
                continue;
            }
            let Some(c) = (cx.cost)(s, v) else { continue };
            let d = v as f64 - s as f64;
            cx.used[v] = true;
            cx.current.push(v);
            step(cx, k + 1, total + c + d * d);
            cx.current.pop();
            cx.used[v] = false;
        }
    }
    let mut cx = Ctx {
        slots,
        cost,
        used: vec![false; pool],
        current: Vec::new(),
        best: None,
    };
    step(&mut cx, 0, 0.0);
    cx.best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The least cost over all permutations, by trying them all.
    fn brute_force(costs: &[Vec<Option<f64>>]) -> Option<f64> {
        fn go(costs: &[Vec<Option<f64>>], s: usize, used: &mut Vec<bool>) -> Option<f64> {
            if s == costs.len() {
                return Some(0.0);
            }
            let mut best: Option<f64> = None;
            for v in 0..costs.len() {
                if used[v] {
                    continue;
                }
                let Some(c) = costs[s][v] else { continue };
                used[v] = true;
                if let Some(rest) = go(costs, s + 1, used) {
                    best = Some(best.map_or(c + rest, |b: f64| b.min(c + rest)));
                }
                used[v] = false;
            }
            best
        }
        go(costs, 0, &mut vec![false; costs.len()])
    }

    /// The first optimal assignment in depth-first order (options by cost, then index).
    fn first_by_search(costs: &[Vec<Option<f64>>]) -> Option<(f64, Vec<usize>)> {
        fn go(
            costs: &[Vec<Option<f64>>],
            current: &mut Vec<usize>,
            cost: f64,
            best: &mut Option<(f64, Vec<usize>)>,
        ) {
            let s = current.len();
            if s == costs.len() {
                if best.as_ref().is_none_or(|b| cost < b.0 - 1e-9) {
                    *best = Some((cost, current.clone()));
                }
                return;
            }
            let mut options: Vec<(f64, usize)> = (0..costs.len())
                .filter(|v| !current.contains(v))
                .filter_map(|v| costs[s][v].map(|c| (c, v)))
                .collect();
            options.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            for (c, v) in options {
                current.push(v);
                go(costs, current, cost + c, best);
                current.pop();
            }
        }
        let mut best = None;
        go(costs, &mut Vec::new(), 0.0, &mut best);
        best
    }

    #[test]
    fn assignment_optimum_matches_brute_force() {
        let mut next = crate::testing::xorshift(0x2545_f491_4f6c_dd1du64);
        for round in 0..400 {
            let n = 1 + round % 6;
            let costs: Vec<Vec<Option<f64>>> = (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| {
                            let r = next();
                            (!r.is_multiple_of(4)).then(|| (r >> 8) as f64 % 50.0 / 4.0)
                        })
                        .collect()
                })
                .collect();
            let expected = brute_force(&costs);
            let flat = Costs::from_rows(&costs);
            let whole = Problem {
                costs: &flat,
                barred: None,
            };
            let got = AssignmentSolver::new(n).solve(|s, v| whole.get(s, v));
            let first = first_optimal_assignment(whole, &mut AssignmentSolver::new(n));
            let searched = first_by_search(&costs);
            assert_eq!(
                first.as_ref().map(|f| &f.1),
                searched.as_ref().map(|f| &f.1),
                "{costs:?}"
            );
            match (expected, got) {
                (Some(e), Some(g)) => assert!((e - g).abs() < 1e-9, "{costs:?}: {e} vs {g}"),
                (None, None) => {}
                other => panic!("{costs:?}: {other:?}"),
            }
        }
    }

    /// A random n×n cost matrix of whole costs as the audit makes them (a penalty of 0, 3 or
    /// 20 plus the squared move), with about one pair in `forbidden_one_in` forbidden.
    fn whole_costs(
        n: usize,
        forbidden_one_in: u64,
        next: &mut impl FnMut() -> u64,
    ) -> Vec<Vec<Option<f64>>> {
        (0..n)
            .map(|s| {
                (0..n)
                    .map(|v| {
                        let r = next();
                        let d = v as f64 - s as f64;
                        (!r.is_multiple_of(forbidden_one_in))
                            .then(|| [0.0, 3.0, 20.0][(r >> 8) as usize % 3] + d * d)
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn first_optimal_by_tight_pairs_matches_solving_per_option() {
        let mut next = crate::testing::xorshift(0x1234_5678_9abc_def1u64);
        for round in 0..3000 {
            let n = 1 + round % MAX_SLOTS;
            // Whole costs with many ties, and forbidden pairs, sparser in some rounds.
            let forbidden_one_in = [2, 3, 5][round % 3];
            let costs = whole_costs(n, forbidden_one_in, &mut next);
            let flat = Costs::from_rows(&costs);
            assert!(flat.whole);
            let whole = Problem {
                costs: &flat,
                barred: None,
            };
            let mut solver = AssignmentSolver::new(n);
            let expected = first_optimal_assignment(whole, &mut AssignmentSolver::new(n));
            let Some(cost) = solver.solve(|s, v| flat.get(s, v)) else {
                assert_eq!(expected, None);
                continue;
            };
            // The dual solution is feasible: no reduced cost is negative.
            for s in 0..n {
                for v in 0..n {
                    if let Some(c) = flat.get(s, v) {
                        assert!(c - solver.u[s + 1] - solver.v[v + 1] >= 0.0, "{costs:?}");
                    }
                }
            }
            let optimum = Optimum {
                cost,
                tight: solver.tight_pairs(|s, v| flat.get(s, v)),
            };
            assert_eq!(
                first_optimal_by_tight(&flat, &optimum),
                expected,
                "{costs:?}"
            );
            if n <= 7 {
                assert_eq!(expected, first_by_search(&costs), "{costs:?}");
            }
        }
    }

    /// The search as it was before it shared one cost matrix and option order between
    /// the searches of a sentence: a matrix per search, with the barred pairs removed.
    fn solve_before(
        slots: &[Slot],
        costs: &[Vec<Option<f64>>],
        spent: &mut usize,
    ) -> Option<(f64, Vec<usize>, bool)> {
        struct Search<'s> {
            slots: &'s [Slot],
            options: Vec<Vec<(f64, usize)>>,
            floor: Vec<f64>,
            best_cost: f64,
            best: Option<Vec<usize>>,
            current: Vec<usize>,
            used: Vec<bool>,
            nodes: usize,
        }
        impl Search<'_> {
            fn step(&mut self, s: usize, cost: f64) {
                self.nodes += 1;
                if self.nodes > NODE_BUDGET || cost + self.floor[s] >= self.best_cost {
                    return;
                }
                if s == self.slots.len() {
                    self.best_cost = cost;
                    self.best = Some(self.current.clone());
                    return;
                }
                let first_part = (self.slots[s].kind == SlotKind::RatioSecond && s > 0)
                    .then(|| self.slots[self.current[s - 1]].number);
                let options = std::mem::take(&mut self.options[s]);
                let open = |this: &Self, v: usize| {
                    !this.used[v] && first_part.is_none_or(|a| ratio_ok(a, this.slots[v].number))
                };
                for (k, &(c, v)) in options.iter().enumerate() {
                    if !open(self, v) {
                        continue;
                    }
                    if cost + c + self.floor[s + 1] >= self.best_cost {
                        let pruned = options[k..].iter().filter(|&&(_, w)| open(self, w)).count();
                        self.nodes += pruned;
                        break;
                    }
                    self.used[v] = true;
                    self.current.push(v);
                    self.step(s + 1, cost + c);
                    self.current.pop();
                    self.used[v] = false;
                }
                self.options[s] = options;
            }
        }
        let n = slots.len();
        let allowed: Vec<u32> = costs
            .iter()
            .map(|row| {
                (0..n)
                    .filter(|&v| row[v].is_some())
                    .fold(0, |b, v| b | 1 << v)
            })
            .collect();
        if !perfect_matching_exists(&allowed) {
            return None;
        }
        let mut floor = vec![0.0; n + 1];
        for s in (0..n).rev() {
            let cheapest = costs[s]
                .iter()
                .flatten()
                .copied()
                .fold(f64::INFINITY, f64::min);
            if cheapest.is_infinite() {
                return None;
            }
            floor[s] = floor[s + 1] + cheapest;
        }
        let flat = Costs::from_rows(costs);
        let whole = Problem {
            costs: &flat,
            barred: None,
        };
        if !slots.iter().any(|s| s.kind == SlotKind::RatioSecond) {
            *spent += n * n;
            return first_optimal_assignment(whole, &mut AssignmentSolver::new(n))
                .map(|(cost, a)| (cost, a, true));
        }
        let bound = AssignmentSolver::new(n)
            .solve(|s, v| costs[s][v])
            .map(|c| c + 1e-9 * c.abs().max(1.0));
        let options = costs
            .iter()
            .map(|row| {
                let mut options: Vec<(f64, usize)> = row
                    .iter()
                    .enumerate()
                    .filter_map(|(v, c)| c.map(|c| (c, v)))
                    .collect();
                options.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                options
            })
            .collect();
        let mut search = Search {
            slots,
            options,
            floor,
            best_cost: bound.unwrap_or(f64::INFINITY),
            best: None,
            current: Vec::with_capacity(n),
            used: vec![false; n],
            nodes: 0,
        };
        search.step(0, 0.0);
        if search.best.is_none() && bound.is_some() {
            *spent += search.nodes;
            search.best_cost = f64::INFINITY;
            search.nodes = 0;
            search.step(0, 0.0);
        }
        *spent += search.nodes;
        let complete = search.nodes <= NODE_BUDGET;
        search.best.map(|b| (search.best_cost, b, complete))
    }

    /// The optimum with a pair forbidden, as it was searched before
    /// [`Sentence::alternative_within`]: the matrix copied with the pair forbidden.
    fn optimum_without_before(
        slots: &[Slot],
        costs: &[Vec<Option<f64>>],
        forbidden: (usize, f64),
        spent: &mut usize,
    ) -> Option<(f64, bool)> {
        let n = slots.len();
        let allowed = |s: usize, v: usize| {
            if s == forbidden.0 && slots[v].number == forbidden.1 {
                None
            } else {
                costs[s][v]
            }
        };
        if slots.iter().any(|s| s.kind == SlotKind::RatioSecond) {
            let costs: Vec<Vec<Option<f64>>> = (0..n)
                .map(|s| (0..n).map(|v| allowed(s, v)).collect())
                .collect();
            return solve_before(slots, &costs, spent).map(|(c, _, complete)| (c, complete));
        }
        *spent += n * n;
        AssignmentSolver::new(n).solve(allowed).map(|c| (c, true))
    }

    #[test]
    fn searches_of_a_sentence_match_those_before_sharing_its_costs() {
        let mut next = crate::testing::xorshift(0x9e37_79b9_7f4a_7c15u64);
        // Numbers that make read/write ratios and repeat, so that a barred number is in
        // several slots.
        const NUMBERS: [f64; 8] = [90.0, 10.0, 80.0, 20.0, 50.0, 124.0, 70.0, 30.0];
        for round in 0..2000 {
            let n = 2 + round % 8;
            let mut slots: Vec<Slot> = Vec::new();
            while slots.len() < n {
                let number = |r: u64| NUMBERS[(r >> 16) as usize % NUMBERS.len()];
                let r = next();
                if r.is_multiple_of(3) && slots.len() + 2 <= n {
                    for kind in [SlotKind::RatioFirst, SlotKind::RatioSecond] {
                        slots.push(Slot {
                            kind,
                            number: number(next()),
                            fact: None,
                            span: (0, 0),
                        });
                    }
                } else {
                    slots.push(Slot {
                        kind: SlotKind::Tps,
                        number: number(r),
                        fact: None,
                        span: (0, 0),
                    });
                }
            }
            let costs = whole_costs(n, 5, &mut next);
            let mut problem = Sentence::new(&slots, Costs::from_rows(&costs));
            let (mut spent, mut spent_before) = (0, 0);
            let best = problem.solve(None, &mut spent);
            assert_eq!(
                best,
                solve_before(&slots, &costs, &mut spent_before),
                "{slots:?} {costs:?}"
            );
            assert_eq!(spent, spent_before);
            // Whether another assignment is as good: the optimum without the pair, as
            // searched before, against the search for any assignment under the ceiling
            // (the best cost, and other ceilings).
            let mut ceilings = vec![0.0, 3.0, 12.0, 40.0, 1e9];
            if let Some((cost, _, _)) = &best {
                ceilings.push(cost + 1e-9);
            }
            for s in 0..n {
                for &number in &NUMBERS {
                    let before =
                        optimum_without_before(&slots, &costs, (s, number), &mut spent_before);
                    for &ceiling in &ceilings {
                        let expected = match before {
                            Some((_, false)) => continue, // the old search ran out of budget
                            Some((other, true)) => other <= ceiling,
                            None => false,
                        };
                        assert_eq!(
                            problem.alternative_within((s, number), ceiling, &mut spent),
                            expected,
                            "{slots:?} {costs:?} {s} {number} {ceiling}"
                        );
                    }
                }
            }
        }
    }
}
