//! Numbers and units → figures: the number stage of the route. Reads the numbers of each
//! block in that block's locale ([`scan_blocks`]), learns the document's decimal habit
//! from the numbers whose shape proves a style, turns numbers with units into
//! [`Figure`]s ([`read`]), and decides the reading of numbers whose separator is in doubt
//! ("8,871": [`decide_separators`]). It hands on the figures, each with what was written
//! ([`Written`]): the context stage gives them a workload and a qualifier, the detectors
//! reason about the digits and factors as written.

use crate::model::Metric;
use crate::numbers::{scan_numbers, NumberToken, Reading};
use crate::rules::{Locale, NumberStyle};
use crate::schema::Profile;
use crate::segment::Block;
use crate::table_units;
use crate::units::{attach_units, Quantity};

/// A number with its unit, on its way to becoming a fact.
#[derive(Debug, Clone)]
pub(crate) struct Figure {
    pub(crate) quantity: Quantity,
    /// The written number's value under the chosen reading (before multiplier and unit).
    pub(crate) number_value: Option<f64>,
    pub(crate) block: usize,
    /// Language code of the rules the figure was read with.
    pub(crate) locale: &'static str,
    /// How the reading was chosen when the separator was in doubt and the choice is worth
    /// a finding (see [`decide_separators`]).
    pub(crate) separator: Option<SeparatorChoice>,
}

/// Why a number written in the text became no figure (see [`read`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAFigure {
    /// No unit is written at it or lent to it: a version ("PCIe 4.0"), a date, a count
    /// without a unit, a queue depth ("QD = 1").
    NoUnit,
    /// Inside the name of a test ("SQL 90-10").
    TestName,
    /// A block size that names a workload ("4KB 블록") or a year read as a duration.
    BlockSizeOrYear,
    /// Glued to a Latin word: a model number or a part name ("A250", "DDR4", "24C").
    InWord,
}

/// A number of the text that became no figure, and why.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Dropped {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) why: NotAFigure,
}

/// How an ambiguous number ("8,871") came to be read as it is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum SeparatorChoice {
    /// Read against the document's habit, because the other figures of its paragraph are
    /// of the size of the other reading.
    AgainstHabit {
        separator: char,
        /// Whether the separator is the habit's decimal mark (then it was read as a
        /// thousands separator).
        habit_decimal: bool,
        /// The habit's reading, and the one taken.
        habit_reading: f64,
        taken: f64,
        /// As for [`SeparatorChoice::WholeNumber`].
        habit_unsure: bool,
    },
    /// Undecidable in a document of mixed habits: read in its more frequent style.
    MixedHabits {
        grouped: f64,
        decimal: f64,
        chosen: f64,
    },
    /// Read grouped against the habit because its metric's figures are whole numbers
    /// ("300.000 IOPS" where the habit's decimal mark is '.').
    WholeNumber {
        separator: char,
        habit_reading: f64,
        taken: f64,
        /// The document mixes decimal styles or no figure proves one, or the number is
        /// written as the document's language writes it, so that going against its
        /// habit is no sign of a number written in a foreign style.
        habit_unsure: bool,
    },
    /// Read grouped against a decimal-comma habit because, as a decimal, it would end in a
    /// zero no one writes ("3,500" for 3.5) and the number it shares its unit with is
    /// written the same way ("3,500/3,300 MB/s", English grouping kept in Portuguese).
    GroupedPair {
        separator: char,
        habit_reading: f64,
        taken: f64,
        /// As for [`SeparatorChoice::WholeNumber`].
        habit_unsure: bool,
    },
    /// Read grouped against the habit because, as a decimal, it would end in three zeros
    /// no one writes ("14,000 MBps" in a Spanish page is not 14).
    ThreeZeros {
        separator: char,
        habit_reading: f64,
        taken: f64,
        /// As for [`SeparatorChoice::WholeNumber`].
        habit_unsure: bool,
    },
}

/// The numbers of every block, and the decimal habit their figures show.
pub(crate) struct BlockNumbers {
    /// Each block's number tokens, in text order.
    pub(crate) tokens: Vec<Vec<NumberToken>>,
    pub(crate) habit: NumberStyle,
    /// Both styles are frequent (the rarer at least a fifth of the other).
    pub(crate) mixed_habit: bool,
    /// No figure proves a style.
    pub(crate) no_habit: bool,
    /// The document locale's own style, the habit when no figure proves one.
    native: NumberStyle,
}

/// How many figures prove each decimal style by their shape ("3,58 ms", "1,234.5 MB/s").
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct StyleVotes {
    pub(crate) dot: usize,
    pub(crate) comma: usize,
}

impl StyleVotes {
    fn count(&mut self, reading: &Reading) {
        if let Reading::Exact {
            style: Some(style), ..
        } = reading
        {
            match style {
                NumberStyle::DotDecimal => self.dot += 1,
                NumberStyle::CommaDecimal => self.comma += 1,
            }
        }
    }
}

/// Scans each block's numbers with its locale's rules. The habit is decided later, by
/// [`read`], from the figures alone.
// A stage's entry: kept out of line so that benches/stages.sh can name its cost.
#[inline(never)]
pub(crate) fn scan_blocks(
    text: &str,
    blocks: &[Block],
    block_rules: &[&Locale],
    native: NumberStyle,
) -> BlockNumbers {
    let tokens = blocks
        .iter()
        .zip(block_rules)
        .map(|(block, locale)| scan_numbers(text, block.span.clone(), locale))
        .collect();
    BlockNumbers {
        tokens,
        habit: native,
        mixed_habit: false,
        no_habit: true,
        native,
    }
}

impl BlockNumbers {
    /// Whether `taken`, a reading against the habit, is the number as the document's own
    /// language writes it ("2.000 MB/s" in a Portuguese page whose other figures have
    /// decimal points): a figure in its language's style is no foreign style to warn
    /// about, whatever the habit of the other figures.
    fn native_reading(&self, reading: &Reading, taken: f64) -> bool {
        reading.value_in(self.native) == Some(taken)
    }

    /// Sets the habit from the styles the figures prove; with no majority it is the
    /// document locale's native style. Only figures vote: a version ("PCIe 4.0"), a model
    /// number, a date or a price is written in no style a figure must follow.
    fn decide_habit(&mut self, votes: StyleVotes) {
        let (dot, comma) = (votes.dot, votes.comma);
        self.habit = if dot > comma {
            NumberStyle::DotDecimal
        } else if comma > dot {
            NumberStyle::CommaDecimal
        } else {
            self.native
        };
        self.mixed_habit = dot.min(comma) > 0 && dot.min(comma) * 5 >= dot.max(comma);
        self.no_habit = dot == 0 && comma == 0;
    }
}

/// The figures of every block, in text order: the numbers with a unit, except those
/// inside a test's name (`is_named(block, offset)`: "SQL 90-10") and quantities that
/// are no figure ([`is_not_a_figure`]). Placeholders stay, as figures that were lost. The
/// styles these figures prove decide the document's habit (`numbers.habit`), in which
/// their ambiguous numbers are then read. The numbers that become no figure are added to
/// `dropped`, with why.
pub(crate) fn read(
    text: &str,
    blocks: &[Block],
    block_rules: &[&Locale],
    block_locales: &[&'static str],
    numbers: &mut BlockNumbers,
    is_named: impl Fn(usize, usize) -> bool,
    dropped: &mut Vec<Dropped>,
) -> Vec<Figure> {
    // At most one figure per number: sized once, as a figure is large to move.
    let mut quantities: Vec<(usize, Quantity)> =
        Vec::with_capacity(numbers.tokens.iter().map(Vec::len).sum());
    let table_units = table_units::inherited(text, blocks, block_rules);
    let mut votes = StyleVotes::default();
    for (bi, written) in numbers.tokens.iter().enumerate() {
        if written.is_empty() {
            continue;
        }
        let (block, locale) = (&blocks[bi], block_rules[bi]);
        let first_dropped = dropped.len();
        let tokens: Vec<NumberToken> = written
            .iter()
            .filter(|t| {
                let keep = t.is_placeholder() || !is_named(bi, t.start);
                if !keep {
                    dropped.push(Dropped {
                        start: t.start,
                        end: t.end_with_multiplier(),
                        why: NotAFigure::TestName,
                    });
                }
                keep
            })
            .cloned()
            .collect();
        // A table's bare cells take the unit of its caption or header (after the units
        // written in the block, which they never override).
        let cells = &table_units[bi];
        let kept = (!cells.is_empty()).then(|| tokens.clone());
        let mut found = attach_units(text, block.span.clone(), tokens, locale);
        if let Some(tokens) = kept {
            let lent = cells.lend(text, &tokens, |t| {
                found.iter().any(|q| q.number.start == t.start)
            });
            if !lent.is_empty() {
                found.extend(lent);
                found.sort_by_key(|q| q.number.start);
            }
        }
        let mut with_unit = Vec::with_capacity(found.len());
        for mut q in found {
            with_unit.push(q.number.start);
            if cells.is_endurance(&q) {
                q.unit.metric = Metric::Endurance;
            }
            crate::units::die_density::reread(text, block.span.end, &mut q, locale);
            if is_not_a_figure(text, &q, locale) {
                dropped.push(Dropped {
                    start: q.number.start,
                    end: q.number.end_with_multiplier(),
                    why: NotAFigure::BlockSizeOrYear,
                });
            } else {
                votes.count(&q.number.reading);
                quantities.push((bi, q));
            }
        }
        // `found` is in text order, so `with_unit` is sorted.
        let no_unit = written.iter().filter(|t| {
            with_unit.binary_search(&t.start).is_err()
                && (t.is_placeholder() || !is_named(bi, t.start))
        });
        for t in no_unit {
            dropped.push(Dropped {
                start: t.start,
                end: t.end_with_multiplier(),
                why: if t.in_word {
                    NotAFigure::InWord
                } else {
                    NotAFigure::NoUnit
                },
            });
        }
        dropped[first_dropped..].sort_by_key(|d| d.start);
    }
    numbers.decide_habit(votes);
    let (habit, unsure) = (numbers.habit, numbers.mixed_habit || numbers.no_habit);
    quantities
        .into_iter()
        .map(|(bi, q)| {
            let (number_value, separator) = read_in_habit(&q, habit, unsure, numbers.native);
            Figure {
                number_value,
                quantity: q,
                block: bi,
                locale: block_locales[bi],
                separator,
            }
        })
        .collect()
}

/// Metrics whose figures are whole numbers: a count of operations or transactions per
/// second has no thousandths, so "300.000 IOPS" is 300,000 whatever the habit.
const WHOLE_NUMBER_METRICS: [Metric; 2] = [Metric::Iops, Metric::Tps];

/// Whether `q` is a figure of a whole-number metric written without a multiplier ("1.5K
/// IOPS" has its fraction from the K).
fn is_whole_number(q: &Quantity) -> bool {
    (WHOLE_NUMBER_METRICS.contains(&q.metric()) || is_coarse_duration(q))
        && q.number.multiplier.is_none()
}

/// Durations counted in hours or longer: no one writes them to the thousandth ("2,080
/// horas" of a Mexican page is 2,080 hours, "20,000 horas" of an MTBF twenty thousand),
/// while seconds and milliseconds are ("1,000 ms" of a timer).
fn is_coarse_duration(q: &Quantity) -> bool {
    q.metric() == Metric::Duration && q.unit.factor >= 3600.0
}

/// Figures that are written with three decimals often enough ("0,150 ms") that a trailing
/// zero is no sign of grouping: latencies, and durations shorter than an hour.
fn has_thousandths(q: &Quantity) -> bool {
    FINE_METRICS.contains(&q.metric()) && !is_coarse_duration(q)
}

/// A quantity's number read in the document's habit, unless its metric's figures are whole
/// numbers and the habit would read its thousands group as a decimal: then it is read
/// grouped, with the choice recorded.
fn read_in_habit(
    q: &Quantity,
    habit: NumberStyle,
    habit_unsure: bool,
    native: NumberStyle,
) -> (Option<f64>, Option<SeparatorChoice>) {
    let in_habit = q.number.reading.value_in(habit);
    if let Reading::Ambiguous {
        grouped,
        decimal,
        separator,
    } = q.number.reading
    {
        if is_whole_number(q) && in_habit == Some(decimal) {
            let choice = SeparatorChoice::WholeNumber {
                separator,
                habit_reading: decimal,
                taken: grouped,
                habit_unsure: habit_unsure || q.number.reading.value_in(native) == Some(grouped),
            };
            return (Some(grouped), Some(choice));
        }
    }
    (in_habit, None)
}

/// Quantities that are not figures: block sizes naming a workload ("64-KB-Schreiben",
/// "4KB 블록") and years read as durations ("2016 年").
fn is_not_a_figure(text: &str, q: &Quantity, locale: &Locale) -> bool {
    if q.metric() == Metric::Capacity && !q.borrowed {
        let after = &text[q.unit_span.1..];
        let after = after.trim_start_matches([' ', '-', '\u{00A0}']);
        let small = q
            .number
            .reading
            .value_in(NumberStyle::DotDecimal)
            .unwrap_or(0.0)
            * q.number.factor()
            * q.unit.factor
            <= 1.1e6;
        if small
            && locale
                .block_size_followers
                .iter()
                .any(|w| after.starts_with(w.as_str()))
        {
            return true;
        }
    }
    // A span of years whose number is a calendar year is a date ("2016년", "2023年"): a
    // whole number of 1900 or more, as no span of years in a review is that long
    // ("20024년 기준" is a year mistyped).
    if q.metric() == Metric::Duration && q.unit.factor >= 3.0e7 {
        if let Reading::Exact { value, .. } = q.number.reading {
            if value >= 1900.0 && value.fract() == 0.0 {
                return true;
            }
        }
    }
    false
}

/// Decides the reading of ambiguous numbers: by their neighbours ([`resolve_by_neighbours`])
/// and, in a document whose numbers show no habit, by plausibility.
pub(crate) fn decide_separators(figures: &mut [Figure], numbers: &BlockNumbers, profile: &Profile) {
    resolve_three_zeros(figures, numbers, profile);
    resolve_grouped_pairs(figures, numbers, profile);
    resolve_by_neighbours(figures, numbers, profile);
    if numbers.no_habit {
        resolve_by_plausibility(figures, profile);
    }
}

/// Metrics whose figures are written with three decimals often enough ("0,150 ms") that
/// a trailing zero is no sign of grouping.
const FINE_METRICS: [Metric; 2] = [Metric::Latency, Metric::Duration];

/// "14,000 MBps" read as a decimal would end in three zeros, which no one writes (14 is
/// "14"): a number of one to three digits, the habit's decimal mark and "000" is read
/// grouped, where the grouped reading is plausible, and the choice is recorded (then the
/// separator detector says so). Not for latencies and durations, whose thousandths are
/// written ("1,000 ms" of a timer), nor "0,000".
fn resolve_three_zeros(figures: &mut [Figure], numbers: &BlockNumbers, profile: &Profile) {
    let unsure = numbers.mixed_habit || numbers.no_habit;
    for f in figures.iter_mut() {
        let Reading::Ambiguous {
            grouped,
            decimal,
            separator,
        } = f.quantity.number.reading
        else {
            continue;
        };
        let q = &f.quantity;
        let scale = q.number.factor() * q.unit.factor;
        let plausible = profile
            .range_for(q.metric(), &q.unit.canonical)
            .is_none_or(|r| (r.min..=r.max).contains(&(grouped * scale)));
        let three_zeros =
            grouped >= 1000.0 && grouped % 1000.0 == 0.0 && grouped == decimal * 1000.0;
        if f.separator.is_none()
            && f.number_value == Some(decimal)
            && three_zeros
            && !has_thousandths(q)
            && plausible
        {
            let native = numbers.native_reading(&f.quantity.number.reading, grouped);
            f.number_value = Some(grouped);
            f.separator = Some(SeparatorChoice::ThreeZeros {
                separator,
                habit_reading: decimal,
                taken: grouped,
                habit_unsure: unsure || native,
            });
        }
    }
}

/// "3,500/3,300 MB/s" in a decimal-comma document: two numbers sharing one unit, each a
/// comma and three digits that end in a zero, so that each as a decimal would carry a
/// zero no one writes (3,5 is written "3,5"): each is read grouped by its own shape, and
/// only when the other is written the same way (one number's doubt decides nothing for
/// the other). The grouped reading must be plausible; the choice is recorded. Counter-
/// examples: "3,500/3,321 MB/s" (the second has no trailing zero: both stay decimals),
/// "0,500 ms" (latencies have thousandths), a lone "3,500 MB/s".
fn resolve_grouped_pairs(figures: &mut [Figure], numbers: &BlockNumbers, profile: &Profile) {
    if numbers.habit != NumberStyle::CommaDecimal {
        return;
    }
    let unsure = numbers.mixed_habit || numbers.no_habit;
    let by_shape = |f: &Figure| -> Option<(f64, f64)> {
        let Reading::Ambiguous {
            grouped,
            decimal,
            separator: ',',
        } = f.quantity.number.reading
        else {
            return None;
        };
        let q = &f.quantity;
        let scale = q.number.factor() * q.unit.factor;
        let plausible = profile
            .range_for(q.metric(), &q.unit.canonical)
            .is_none_or(|r| (r.min..=r.max).contains(&(grouped * scale)));
        (f.separator.is_none()
            && f.number_value == Some(decimal)
            && grouped >= 1000.0
            && grouped % 10.0 == 0.0
            && !has_thousandths(q)
            && plausible)
            .then_some((grouped, decimal))
    };
    for i in 0..figures.len().saturating_sub(1) {
        let (a, b) = (&figures[i], &figures[i + 1]);
        let paired = a.block == b.block
            && a.quantity.borrowed
            && !b.quantity.borrowed
            && a.quantity.unit_span == b.quantity.unit_span;
        if !paired {
            continue;
        }
        let (Some(ra), Some(rb)) = (by_shape(a), by_shape(b)) else {
            continue;
        };
        for (k, (grouped, decimal)) in [(i, ra), (i + 1, rb)] {
            let native = numbers.native_reading(&figures[k].quantity.number.reading, grouped);
            figures[k].number_value = Some(grouped);
            figures[k].separator = Some(SeparatorChoice::GroupedPair {
                separator: ',',
                habit_reading: decimal,
                taken: grouped,
                habit_unsure: unsure || native,
            });
        }
    }
}

/// With no habit to go by (a lone sentence), an ambiguous number takes the reading that is
/// plausible for its metric when only one of the two is ("762,307 IOPS", "1.825 PBW").
fn resolve_by_plausibility(figures: &mut [Figure], profile: &Profile) {
    for f in figures.iter_mut() {
        let Reading::Ambiguous {
            grouped, decimal, ..
        } = f.quantity.number.reading
        else {
            continue;
        };
        let Some(range) = profile.range_for(f.quantity.metric(), &f.quantity.unit.canonical) else {
            continue;
        };
        let scale = f.quantity.number.factor() * f.quantity.unit.factor;
        let fits = |v: f64| (range.min..=range.max).contains(&(v * scale));
        let current = f.number_value.unwrap_or(grouped);
        let other = if current == grouped { decimal } else { grouped };
        if !fits(current) && fits(other) {
            f.number_value = Some(other);
        }
    }
}

/// How many figures on each side of an ambiguous one [`resolve_by_neighbours`] consults.
const NEIGHBOUR_WINDOW: usize = 200;

/// Picks a reading for numbers like "8,871" from same-unit neighbours in the same block:
/// a reading ten times closer to the neighbours' median than the habit's wins, and is
/// recorded; so is an undecidable number in a document of mixed habits.
fn resolve_by_neighbours(figures: &mut [Figure], numbers: &BlockNumbers, profile: &Profile) {
    let (habit, mixed) = (numbers.habit, numbers.mixed_habit);
    let habit_unsure = numbers.mixed_habit || numbers.no_habit;
    let canonical = |f: &Figure, v: f64| v * f.quantity.number.factor() * f.quantity.unit.factor;
    // Only plausible figures vote: a garbled neighbour ("485 IOPS" that lost its K) must not
    // pull "321,814 IOPS" down to 321.814.
    let plausible = |f: &Figure, v: f64| {
        profile
            .range_for(f.quantity.metric(), &f.quantity.unit.canonical)
            .is_none_or(|r| (r.min..=r.max).contains(&v))
    };
    // Figures come in block order: the neighbours of one are the run of its block.
    let mut block_start = 0;
    for i in 0..figures.len() {
        if figures[i].block != figures[block_start].block {
            block_start = i;
        }
        let Reading::Ambiguous {
            grouped,
            decimal,
            separator,
        } = figures[i].quantity.number.reading
        else {
            continue;
        };
        if figures[i].separator.is_some() || is_whole_number(&figures[i].quantity) {
            continue; // decided by its metric's shape
        }
        let me = &figures[i];
        // Only the nearest figures of the block vote (a paragraph has far fewer), so that a
        // single-line file with millions of figures in one block stays linear.
        let window_end = (i + NEIGHBOUR_WINDOW + 1).min(figures.len());
        let block_end = figures[i..window_end]
            .iter()
            .position(|f| f.block != me.block)
            .map_or(window_end, |p| i + p);
        let window_start = block_start.max(i.saturating_sub(NEIGHBOUR_WINDOW));
        let neighbours: Vec<f64> = figures[window_start..block_end]
            .iter()
            .enumerate()
            .map(|(k, f)| (k + window_start, f))
            .filter(|(j, f)| {
                *j != i
                    && f.block == me.block
                    && f.quantity.unit.canonical == me.quantity.unit.canonical
                    && f.quantity.metric() == me.quantity.metric()
            })
            .filter_map(|(_, f)| {
                f.number_value
                    .map(|v| canonical(f, v))
                    .filter(|v| plausible(f, *v))
            })
            .filter(|v| *v > 0.0)
            .map(f64::log10)
            .collect();
        let chosen = me.number_value.unwrap_or(grouped);
        let other = if chosen == grouped { decimal } else { grouped };
        let mut decided_by_neighbours = false;
        if !neighbours.is_empty() && chosen > 0.0 && other > 0.0 {
            let mut sorted = neighbours.clone();
            sorted.sort_by(|a, b| a.total_cmp(b));
            let median = sorted[sorted.len() / 2];
            let d_chosen = (canonical(me, chosen).log10() - median).abs();
            let d_other = (canonical(me, other).log10() - median).abs();
            if d_other + 1.0 < d_chosen && plausible(me, canonical(me, other)) {
                decided_by_neighbours = true;
            }
        }
        if decided_by_neighbours {
            figures[i].separator = Some(SeparatorChoice::AgainstHabit {
                separator,
                habit_decimal: separator == habit.decimal_mark(),
                habit_reading: chosen,
                taken: other,
                habit_unsure,
            });
            figures[i].number_value = Some(other);
        } else if mixed {
            figures[i].separator = Some(SeparatorChoice::MixedHabits {
                grouped,
                decimal,
                chosen,
            });
        }
    }
}

/// How a fact's number is written: the number itself, the multiplier after it, the unit's
/// factor, and the place value of its last significant digit (for rounding checks).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Written {
    pub(crate) number: f64,
    pub(crate) multiplier: f64,
    pub(crate) has_multiplier: bool,
    pub(crate) unit_factor: f64,
    /// Place value of the last significant written digit, in written-number units
    /// ("788.000" → 1000, "6,8" → 0.1).
    pub(crate) place: f64,
    pub(crate) integer: bool,
    /// The other reading of an ambiguous number ("183.805" read as a decimal in German
    /// prose may be 183,805), when it has one.
    pub(crate) other_reading: Option<f64>,
}

impl Written {
    /// How `figure` is written; None for a figure without a value (a placeholder, an
    /// unreadable number) and for a zero, which has no scale to reason with.
    pub(crate) fn of(text: &str, figure: &Figure) -> Option<Written> {
        let token = &figure.quantity.number;
        let number = figure.number_value?;
        let (multiplier, unit_factor) = (token.factor(), figure.quantity.unit.factor);
        if token.is_placeholder()
            || !number.is_finite()
            || number == 0.0
            || !(number * multiplier * unit_factor).is_finite()
        {
            return None;
        }
        let other_reading = match token.reading {
            Reading::Ambiguous {
                grouped, decimal, ..
            } => [grouped, decimal].into_iter().find(|&c| c != number),
            _ => None,
        };
        // The written digits, counted rather than collected: how many, and the zeros that
        // lead and trail them.
        let (mut digits, mut leading_zeros, mut trailing_zeros) = (0usize, 0usize, 0usize);
        for b in text[token.start..token.end]
            .bytes()
            .filter(u8::is_ascii_digit)
        {
            if b == b'0' {
                if leading_zeros == digits {
                    leading_zeros += 1;
                }
                trailing_zeros += 1;
            } else {
                trailing_zeros = 0;
            }
            digits += 1;
        }
        let integer = number.fract() == 0.0;
        let place = if integer {
            let zeros = trailing_zeros.min(digits.saturating_sub(1));
            10f64.powi(zeros as i32)
        } else {
            let int_digits = if number.abs() < 1.0 {
                leading_zeros.max(1)
            } else {
                // Digits of the integer part as `format!("{}")` writes it, without a sign.
                (number.trunc() as i64)
                    .unsigned_abs()
                    .checked_ilog10()
                    .map_or(1, |d| d as usize + 1)
            };
            10f64.powi(-(digits.saturating_sub(int_digits) as i32))
        };
        Some(Written {
            number,
            multiplier,
            has_multiplier: token.multiplier.is_some(),
            unit_factor,
            place,
            integer,
            other_reading,
        })
    }

    /// Canonical value per written number.
    pub(crate) fn scale(&self) -> f64 {
        self.multiplier * self.unit_factor
    }
}
