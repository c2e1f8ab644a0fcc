//! The set-up a figure was measured in, where the text states it for the figure: the host
//! protocol ("über iSCSI", "im FCP-Modus", "A250 (NVMe-oF)"), the cache ("ohne Cache",
//! "缓存用尽后"), the RAID level ("RAID-DP") and the VM count ("für 8 VMs"). Per block,
//! [`BlockSetup::find`] finds them with the locale's rules; [`BlockSetup::resolve`] gives
//! a figure of a test the protocol and cache by the clause-then-carry rule of
//! [`super::pick`], and the RAID level and VM count only from its own clause (a count
//! belongs to the figure next to it: "3,5 ms für 4 VMs und 25,4 ms für 8 VMs"). Hands on a
//! [`Setup`] per figure.

use super::test_conditions::{is_test_metric, sorted};
use super::{pick_at, Mention, Scope};
use crate::model::{CacheState, Metric, Setup};
use crate::rules::{MatchStarts, NotationValues, SubjectRules};

/// The set-up words of one block.
pub(crate) struct BlockSetup<'r> {
    rules: &'r SubjectRules,
    protocols: Vec<Mention<usize>>,
    cache: Vec<Mention<CacheState>>,
    raid: Vec<(usize, usize, String)>,
    vms: Vec<(usize, usize, u32)>,
}

impl<'r> BlockSetup<'r> {
    /// The set-up words of `text[span]`, a block whose notations are `notations`
    /// ([`SubjectRules::find_notations`]) and whose comparison words stand at
    /// `comparisons` (found for its subjects).
    // A stage's entry: kept out of line so that benches/stages.sh can name its cost.
    #[inline(never)]
    pub(crate) fn find(
        text: &str,
        span: std::ops::Range<usize>,
        rules: &'r SubjectRules,
        (notations, starts): (&[(usize, usize, NotationValues)], Option<&MatchStarts>),
        comparisons: &[(usize, usize)],
    ) -> Self {
        let found = |set: &crate::rules::PatternSet<usize>| {
            set.find_all(text, span.clone(), starts)
                .into_iter()
                .map(|(label, start, end)| Mention { label, start, end })
                .collect::<Vec<_>>()
        };
        // A protocol named as what a figure is compared with ("gegenüber dem FCP-Modus")
        // is not the figure's.
        let protocols = sorted(
            found(&rules.protocols)
                .into_iter()
                .filter(|m| {
                    !comparisons
                        .iter()
                        .any(|&(_, e)| e <= m.start && m.start - e <= COMPARED_GAP)
                })
                .collect(),
        );
        let cache = sorted(
            rules
                .cache
                .find_all(text, span.clone(), starts)
                .into_iter()
                .map(|(label, start, end)| Mention { label, start, end })
                .collect(),
        );
        let mut raid = Vec::new();
        let mut vms = Vec::new();
        for &(start, end, ref values) in notations {
            if let Some(level) = &values.raid {
                raid.push((start, end, level.clone()));
            }
            if let Some(n) = values.vm_count {
                vms.push((start, end, n));
            }
        }
        BlockSetup {
            rules,
            protocols,
            cache,
            raid,
            vms,
        }
    }

    pub(crate) fn names_within(&self, range: &std::ops::Range<usize>) -> bool {
        super::any_within(&self.protocols, range)
            || super::any_within(&self.cache, range)
            || self
                .vms
                .iter()
                .any(|v| range.start <= v.0 && v.1 <= range.end)
    }

    /// The set-up of a figure of `metric` at `scope`.
    pub(crate) fn resolve(&self, scope: &Scope, metric: Metric) -> Setup {
        if !is_test_metric(metric) {
            return Setup::default();
        }
        let protocol =
            pick_at(&self.protocols, scope).map(|k| self.rules.protocol_names[k].clone());
        let cache = pick_at(&self.cache, scope);
        let in_clause = |s: usize, e: usize| scope.clause.start <= s && e <= scope.clause.end;
        let raid = self
            .raid
            .iter()
            .find(|r| scope.sentence.start <= r.0 && r.1 <= scope.sentence.end)
            .map(|r| r.2.clone());
        // The count right after the figure ("3,5 ms für 4 VMs"), else the nearest one before
        // it in its clause ("die 16VMs 17.537 TPS"), else the first after it in its clause.
        let after = self
            .vms
            .iter()
            .find(|v| v.0 >= scope.span.1 && in_clause(v.0, v.1) && v.0 - scope.span.1 <= VM_GAP);
        let before = self
            .vms
            .iter()
            .rev()
            .find(|v| v.1 <= scope.span.0 && in_clause(v.0, v.1));
        let later = self
            .vms
            .iter()
            .find(|v| v.0 >= scope.span.1 && in_clause(v.0, v.1));
        let vm_count = after.or(before).or(later).map(|v| v.2);
        Setup {
            protocol,
            cache,
            raid,
            vm_count,
        }
    }
}

/// Bytes between a comparison word and the protocol it sets apart.
const COMPARED_GAP: usize = 12;

/// Bytes between a figure and the VM count after it ("25,4 ms für 8 VMs", "(8 VMs)").
const VM_GAP: usize = 12;
