"""`python -m vibebench.cli`: the same command as `vibebench`."""

from vibebench.cli import main

main()
