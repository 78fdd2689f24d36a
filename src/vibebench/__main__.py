"""`python -m vibebench`: the same command as `vibebench`."""

from vibebench.cli import main

main()
