"""Use cases: what each route does, independent of HTTP and of the storage backend."""
