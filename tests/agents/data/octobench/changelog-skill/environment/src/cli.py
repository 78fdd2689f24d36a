def main(dry_run: bool = False) -> int:
    return 0
