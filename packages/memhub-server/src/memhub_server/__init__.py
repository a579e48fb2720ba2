"""memhub engine."""
