"""Memory formation ("dreaming"): extracting facts from new content and reconciling them."""
