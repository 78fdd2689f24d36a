"""pass@k with the unbiased estimator of Chen et al. (2021)."""

from __future__ import annotations

from vibebench.errors import ConfigError

__all__ = ["pass_at_k"]


def pass_at_k(n: int, c: int, k: int) -> float:
    """Probability that at least one of k samples drawn from n (c correct) passes.

    1 - C(n-c, k) / C(n, k), computed as a product (no huge binomials, no overflow).

    Raises:
        ConfigError: counts that do not describe a sample (k > n, c > n, negatives).
    """
    if n < 1 or k < 1 or not 0 <= c <= n:
        raise ConfigError(f"pass@k needs n >= 1, k >= 1 and 0 <= c <= n (n={n}, c={c}, k={k})")
    if k > n:
        raise ConfigError(f"pass@{k} needs at least {k} samples per task, got {n}")
    if n - c < k:
        return 1.0
    failure = 1.0
    for total in range(n - c + 1, n + 1):
        failure *= 1.0 - k / total
    return 1.0 - failure
