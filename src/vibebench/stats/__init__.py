"""Statistics shared by every stage: agreement (kappa), rank correlation (Kendall,
Spearman), bootstrap and permutation tests, pass@k."""
