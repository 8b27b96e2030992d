//! Convolution of probability vectors by the fast Fourier transform, for the sums whose
//! outcome ranges are too wide to multiply out term by term (`20d20e>1` spreads each die
//! over two thousand totals; twenty of them over forty thousand). A radix-2 transform of
//! a few dozen lines serves this one use; the error it adds is absolute, about 1e-13 of
//! the whole probability, so results below [`NOISE`] are dropped as indistinguishable
//! from rounding.

use std::f64::consts::PI;

/// Probabilities (out of 1) below this are rounding noise after a transform.
pub const NOISE: f64 = 1e-12;

/// Longest transform: the outcome ranges it serves stay below this many totals.
const MAX_LEN: usize = 1 << 17;

#[derive(Debug, Clone, Copy, PartialEq)]
struct Complex {
    re: f64,
    im: f64,
}

impl Complex {
    const ONE: Complex = Complex { re: 1.0, im: 0.0 };

    fn mul(self, o: Complex) -> Complex {
        Complex {
            re: self.re * o.re - self.im * o.im,
            im: self.re * o.im + self.im * o.re,
        }
    }

    fn add(self, o: Complex) -> Complex {
        Complex {
            re: self.re + o.re,
            im: self.im + o.im,
        }
    }

    fn sub(self, o: Complex) -> Complex {
        Complex {
            re: self.re - o.re,
            im: self.im - o.im,
        }
    }

    fn pow(self, mut n: u32) -> Complex {
        let (mut base, mut acc) = (self, Complex::ONE);
        while n > 0 {
            if n & 1 == 1 {
                acc = acc.mul(base);
            }
            base = base.mul(base);
            n >>= 1;
        }
        acc
    }
}

/// In-place iterative Cooley–Tukey transform; `data.len()` is a power of two.
/// Twiddles are computed directly (not by recurrence) to keep the error near one ulp.
fn transform(data: &mut [Complex], inverse: bool) {
    let n = data.len();
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            data.swap(i, j);
        }
    }
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut len = 2;
    while len <= n {
        let half = len / 2;
        let twiddles: Vec<Complex> = (0..half)
            .map(|k| {
                let angle = sign * 2.0 * PI * k as f64 / len as f64;
                Complex {
                    re: angle.cos(),
                    im: angle.sin(),
                }
            })
            .collect();
        for block in data.chunks_exact_mut(len) {
            let (low, high) = block.split_at_mut(half);
            for ((a, b), w) in low.iter_mut().zip(high.iter_mut()).zip(&twiddles) {
                let t = b.mul(*w);
                *b = a.sub(t);
                *a = a.add(t);
            }
        }
        len <<= 1;
    }
    if inverse {
        let scale = 1.0 / n as f64;
        for x in data.iter_mut() {
            x.re *= scale;
            x.im *= scale;
        }
    }
}

fn padded(values: &[f64], len: usize) -> Vec<Complex> {
    let mut out = vec![Complex { re: 0.0, im: 0.0 }; len];
    for (slot, &v) in out.iter_mut().zip(values) {
        slot.re = v;
    }
    out
}

fn real_parts(data: Vec<Complex>, len: usize) -> Vec<f64> {
    data.into_iter()
        .take(len)
        .map(|c| if c.re < NOISE { 0.0 } else { c.re })
        .collect()
}

/// The work a transform of the outcome range `len` costs, in multiply-adds: its
/// length times its depth, three times (two forward, one back).
pub fn cost(len: usize) -> Option<u64> {
    let n = len.checked_next_power_of_two()?;
    let depth = u64::from(n.trailing_zeros()).max(1);
    u64::try_from(n).ok()?.checked_mul(depth)?.checked_mul(3)
}

/// The distribution of `a + b` for independent draws, each given as probabilities of
/// consecutive outcomes; `None` past the longest transform.
pub fn convolve(a: &[f64], b: &[f64]) -> Option<Vec<f64>> {
    let len = a.len().checked_add(b.len())?.checked_sub(1)?;
    let n = len.checked_next_power_of_two()?;
    if n > MAX_LEN {
        return None;
    }
    let (mut fa, mut fb) = (padded(a, n), padded(b, n));
    transform(&mut fa, false);
    transform(&mut fb, false);
    for (x, y) in fa.iter_mut().zip(&fb) {
        *x = x.mul(*y);
    }
    transform(&mut fa, true);
    Some(real_parts(fa, len))
}

/// The distribution of the sum of `count` independent draws of `unit`.
pub fn power(unit: &[f64], count: u32) -> Option<Vec<f64>> {
    if count == 0 || unit.is_empty() {
        return Some(vec![1.0]);
    }
    let len = (unit.len() - 1)
        .checked_mul(usize::try_from(count).ok()?)?
        .checked_add(1)?;
    let n = len.checked_next_power_of_two()?;
    if n > MAX_LEN {
        return None;
    }
    let mut f = padded(unit, n);
    transform(&mut f, false);
    for x in f.iter_mut() {
        *x = x.pow(count);
    }
    transform(&mut f, true);
    Some(real_parts(f, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn direct(a: &[f64], b: &[f64]) -> Vec<f64> {
        let mut out = vec![0.0; a.len() + b.len() - 1];
        for (i, x) in a.iter().enumerate() {
            for (j, y) in b.iter().enumerate() {
                out[i + j] += x * y;
            }
        }
        out
    }

    #[test]
    fn convolution_matches_the_direct_sum() {
        let d6 = vec![1.0 / 6.0; 6];
        let d20 = vec![0.05; 20];
        let got = convolve(&d6, &d20).unwrap();
        let want = direct(&d6, &d20);
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            assert!((g - w).abs() < 1e-15, "{g} vs {w}");
        }
    }

    #[test]
    fn power_matches_repeated_convolution() {
        let skewed = [0.5, 0.25, 0.125, 0.0625, 0.0625];
        let mut want = vec![1.0];
        for _ in 0..7 {
            want = direct(&want, &skewed);
        }
        let got = power(&skewed, 7).unwrap();
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            // below the noise floor the transform answers 0
            let w = if *w < NOISE { 0.0 } else { *w };
            assert!((g - w).abs() < 1e-13, "{g} vs {w}");
        }
        assert!((got.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn too_long_a_transform_is_refused() {
        let wide = vec![1e-6; MAX_LEN / 2];
        assert!(convolve(&wide, &wide).is_some());
        assert!(power(&wide, 3).is_none());
        assert_eq!(power(&[0.5, 0.5], 0).unwrap(), vec![1.0]);
    }
}
