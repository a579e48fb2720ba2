"""Errors a service raises; the API layer maps each to its HTTP status."""

from __future__ import annotations

__all__ = [
    "Conflict",
    "Forbidden",
    "InvalidInput",
    "NotFound",
    "PayloadTooLarge",
    "ServiceError",
    "Unauthorized",
]


class ServiceError(Exception):
    status_code = 500

    def __init__(self, message: str, *, details: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class InvalidInput(ServiceError):
    status_code = 400


class Unauthorized(ServiceError):
    status_code = 401


class Forbidden(ServiceError):
    status_code = 403


class NotFound(ServiceError):
    status_code = 404


class Conflict(ServiceError):
    status_code = 409


class PayloadTooLarge(ServiceError):
    status_code = 413
