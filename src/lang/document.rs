//! The language of a whole document and of each of its passages (see the module docs of
//! `crate::lang`, "Documents"): tiers 1 and 2 on every passage, then each run of open
//! passages decided by its neighbours, by lingua within a budget, or by the document's
//! main Latin language; the document's language is the heaviest of its passages'.

use std::ops::Range;

use super::{
    analyze, push_words, LanguageDetector, LanguageGuess, Sample, Stats, Verdict,
    BYTES_PER_LINGUA_CALL, MIN_RUN_WORD_LETTERS,
};

/// The passages of a document with what tiers 1 and 2 say of each.
struct Passages<'t> {
    text: &'t str,
    ranges: Vec<Range<usize>>,
    stats: Vec<Stats>,
    verdicts: Vec<Verdict>,
}

/// A run of consecutive open passages (`und` passages inside it do not break it).
struct Run {
    first: usize,
    last: usize,
    word_letters: u32,
}

impl Passages<'_> {
    fn len(&self) -> usize {
        self.verdicts.len()
    }

    /// The runs of open passages, in text order.
    fn open_runs(&self) -> Vec<Run> {
        let n = self.len();
        let mut runs = Vec::new();
        let mut i = 0;
        while i < n {
            if self.verdicts[i] != Verdict::Open {
                i += 1;
                continue;
            }
            let first = i;
            let mut last = i;
            let mut word_letters = 0;
            while i < n && matches!(self.verdicts[i], Verdict::Open | Verdict::Und) {
                if self.verdicts[i] == Verdict::Open {
                    last = i;
                    word_letters += self.stats[i].word_letters;
                }
                i += 1;
            }
            runs.push(Run {
                first,
                last,
                word_letters,
            });
        }
        runs
    }

    /// The function-word decisions nearest before and after `run` (`None` where the
    /// nearest decided passage is another script's, or at the document's edge).
    fn lexical_neighbours(&self, run: &Run) -> (Option<LanguageGuess>, Option<LanguageGuess>) {
        let before = (0..run.first)
            .rev()
            .find(|&k| self.verdicts[k] != Verdict::Und);
        let after = (run.last + 1..self.len()).find(|&k| self.verdicts[k] != Verdict::Und);
        let lexical = |idx: Option<usize>| match idx.map(|k| self.verdicts[k]) {
            Some(Verdict::Lexical(g)) => Some(g),
            _ => None,
        };
        (lexical(before), lexical(after))
    }

    /// Gives `g` to the open passages of `run`, scaled by each one's Latin share.
    fn assign(&self, guesses: &mut [LanguageGuess], run: &Run, g: LanguageGuess) {
        let passages = self
            .verdicts
            .iter()
            .zip(&self.stats)
            .zip(guesses.iter_mut());
        for ((verdict, st), guess) in passages.take(run.last + 1).skip(run.first) {
            if *verdict == Verdict::Open {
                let latin_share = f64::from(st.latin) / f64::from(st.weight().max(1));
                *guess = LanguageGuess::new(g.code, g.confidence * latin_share);
            }
        }
    }

    /// Step 1: runs next to function-word decisions of one language: between two of the same
    /// language, or with one on one side and none on the other (the other side is another
    /// script or the document's edge). Adjacent prose is better evidence than lingua on a
    /// run of product names and specs ("4 x Emulex 16GB dual-port FC HBA" after "8 Intel
    /// Xeon Gold 6130 CPU ... in cluster (two per node"), and costs nothing. Returns the
    /// runs left open.
    fn decide_by_neighbours(&self, runs: &[Run], guesses: &mut [LanguageGuess]) -> Vec<usize> {
        let mut pending = Vec::new();
        for (ri, run) in runs.iter().enumerate() {
            match self.lexical_neighbours(run) {
                (Some(a), Some(b)) if a.code == b.code => {
                    let conf = 0.75 * a.confidence.min(b.confidence);
                    self.assign(guesses, run, LanguageGuess::new(a.code, conf));
                }
                (Some(one), None) | (None, Some(one)) => {
                    let g = LanguageGuess::new(one.code, 0.5 * one.confidence);
                    self.assign(guesses, run, g);
                }
                _ => pending.push(ri),
            }
        }
        pending
    }

    /// Step 3: the one Latin neighbour of each run of `rest`, or the document's main Latin
    /// language so far (weighted by letters × confidence), at half the confidence or
    /// less; with no Latin evidence at all the run stays `und`.
    fn decide_by_main_latin(
        &self,
        detector: &LanguageDetector,
        runs: &[Run],
        mut rest: Vec<usize>,
        guesses: &mut [LanguageGuess],
    ) {
        if rest.is_empty() {
            return;
        }
        let latin = &detector.latin;
        let mut latin_weight = vec![0f64; latin.len()];
        let mut latin_conf = vec![0f64; latin.len()];
        for (k, g) in guesses.iter().enumerate() {
            if let Some(li) = latin.iter().position(|c| *c == g.code) {
                let w = f64::from(self.stats[k].weight());
                latin_weight[li] += w * g.confidence;
                latin_conf[li] += w;
            }
        }
        // The main Latin language with its weighted mean confidence.
        let main = (0..latin.len())
            .filter(|&li| latin_weight[li] > 0.0)
            .max_by(|&a, &b| latin_weight[a].total_cmp(&latin_weight[b]))
            .map(|li| LanguageGuess::new(latin[li], latin_weight[li] / latin_conf[li]));
        rest.sort_unstable();
        for ri in rest {
            let run = &runs[ri];
            let (before, after) = self.lexical_neighbours(run);
            let g = match (before.or(after), main) {
                (Some(n), Some(m)) if n.code == m.code => {
                    LanguageGuess::new(n.code, 0.5 * n.confidence.max(m.confidence))
                }
                (Some(n), _) => LanguageGuess::new(n.code, 0.5 * n.confidence),
                (None, Some(m)) => LanguageGuess::new(m.code, 0.4 * m.confidence),
                (None, None) => continue,
            };
            self.assign(guesses, run, g);
        }
    }
}

impl LanguageDetector {
    /// Language of a document and of each of its passages (byte ranges into `text`,
    /// e.g. the spans of [`crate::segment::blocks`]). Ranges outside the text or not on
    /// char boundaries are clamped (an empty result is `und`). Returns one guess per
    /// passage, in order. With no passages, the whole text is one passage for the
    /// document guess (and the per-passage list is empty).
    pub fn detect_document(
        &self,
        text: &str,
        passages: &[Range<usize>],
    ) -> (LanguageGuess, Vec<LanguageGuess>) {
        if passages.is_empty() {
            return (self.detect(text), Vec::new());
        }
        let doc = self.passages(text, passages);
        let mut guesses: Vec<LanguageGuess> = doc
            .verdicts
            .iter()
            .map(|v| match v {
                Verdict::Script(g) | Verdict::Lexical(g) => *g,
                Verdict::Und | Verdict::Open => LanguageGuess::UNDETERMINED,
            })
            .collect();
        let runs = doc.open_runs();
        let pending = doc.decide_by_neighbours(&runs, &mut guesses);
        let rest = self.decide_by_lingua(&doc, &runs, pending, &mut guesses);
        doc.decide_by_main_latin(self, &runs, rest, &mut guesses);
        (self.document_guess(&doc.stats, &guesses), guesses)
    }

    /// Tiers 1 and 2 on every passage.
    fn passages<'t>(&self, text: &'t str, passages: &[Range<usize>]) -> Passages<'t> {
        let n = passages.len();
        let mut doc = Passages {
            text,
            ranges: Vec::with_capacity(n),
            stats: Vec::with_capacity(n),
            verdicts: Vec::with_capacity(n),
        };
        for p in passages {
            let r = crate::segment::clamp_range(text, p);
            let st = analyze(&self.lexicon, &text[r.clone()]);
            doc.verdicts.push(self.verdict(&st));
            doc.stats.push(st);
            doc.ranges.push(r);
        }
        doc
    }

    /// Step 2: lingua on the runs of `pending`, biggest first, within the budget of
    /// `1 + len / 64 KiB` calls; runs with too few word letters are not worth a call.
    /// Returns the runs left open.
    fn decide_by_lingua(
        &self,
        doc: &Passages,
        runs: &[Run],
        mut pending: Vec<usize>,
        guesses: &mut [LanguageGuess],
    ) -> Vec<usize> {
        let mut budget = 1 + doc.text.len() / BYTES_PER_LINGUA_CALL;
        pending.sort_by_key(|&ri| std::cmp::Reverse(runs[ri].word_letters));
        let mut rest = Vec::new();
        for ri in pending {
            let run = &runs[ri];
            if budget == 0 || run.word_letters < MIN_RUN_WORD_LETTERS {
                rest.push(ri);
                continue;
            }
            let mut sample = Sample::default();
            for k in run.first..=run.last {
                if doc.verdicts[k] == Verdict::Open && !sample.is_full() {
                    push_words(&doc.text[doc.ranges[k].clone()], &mut sample);
                }
            }
            budget -= 1;
            match self.lingua(&sample.text) {
                Some(g) => doc.assign(guesses, run, g),
                None => rest.push(ri),
            }
        }
        rest
    }

    /// The document's language: the one with most weight over the passages (the first
    /// code on a tie); its confidence is its share of the weight times the weighted mean
    /// confidence of its passages.
    fn document_guess(&self, stats: &[Stats], guesses: &[LanguageGuess]) -> LanguageGuess {
        let n = self.codes.len();
        let mut weight = vec![0f64; n];
        let mut weighted_conf = vec![0f64; n];
        let mut total = 0f64;
        for (k, g) in guesses.iter().enumerate() {
            if let Some(li) = self.codes.iter().position(|c| *c == g.code) {
                let w = f64::from(stats[k].weight());
                weight[li] += w;
                weighted_conf[li] += w * g.confidence;
                total += w;
            }
        }
        let best = (0..n)
            .filter(|&li| weight[li] > 0.0)
            .fold(None, |acc: Option<usize>, li| match acc {
                Some(a) if weight[a] >= weight[li] => Some(a),
                _ => Some(li),
            });
        match best {
            Some(li) => LanguageGuess::new(
                self.codes[li],
                (weight[li] / total) * (weighted_conf[li] / weight[li]),
            ),
            None => LanguageGuess::UNDETERMINED,
        }
    }
}
