"""The run engine: one loop (plan, generate, extract, verify, execute, store) for every suite."""
