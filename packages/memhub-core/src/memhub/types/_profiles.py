"""Profiles: the maintained picture of a namespace's subject, and its buckets."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints, field_validator

from ._base import BucketName, RequestModel, ResponseModel
from ._filters import FilterExpression

__all__ = [
    "MAX_BUCKETS",
    "DeleteBucketsRequest",
    "Profile",
    "ProfileBuckets",
    "ProfileFact",
    "ProfileRequest",
    "ProfileResponse",
    "SetBucketsRequest",
]

MAX_BUCKETS = 50

BucketDescription = Annotated[str, StringConstraints(max_length=2000)]


class ProfileRequest(RequestModel):
    """`POST /ns/{namespace}/profile`. No query: the profile is not a search."""

    filter: FilterExpression | None = None
    buckets: Annotated[list[BucketName], Field(max_length=MAX_BUCKETS)] | None = None


class ProfileFact(ResponseModel):
    """One profile line; `id` is a memory id, usable with `memories.forget`."""

    id: str = ""
    memory: str = ""


class Profile(ResponseModel):
    static: list[ProfileFact] = Field(default_factory=list)
    dynamic: list[ProfileFact] = Field(default_factory=list)
    buckets: dict[str, list[ProfileFact]] = Field(default_factory=dict)


class ProfileResponse(ResponseModel):
    profile: Profile = Field(default_factory=Profile)


class ProfileBuckets(ResponseModel):
    """Bucket name → what belongs in it."""

    buckets: dict[str, str] = Field(default_factory=dict)


class SetBucketsRequest(RequestModel):
    """`PUT /ns/{namespace}/profile/buckets`: upsert, omitted buckets stay."""

    buckets: Annotated[
        dict[BucketName, BucketDescription], Field(min_length=1, max_length=MAX_BUCKETS)
    ]


class DeleteBucketsRequest(RequestModel):
    """`DELETE /ns/{namespace}/profile/buckets`: unknown names are ignored."""

    buckets: Annotated[list[BucketName], Field(min_length=1, max_length=MAX_BUCKETS)]

    @field_validator("buckets")
    @classmethod
    def _unique(cls, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise ValueError("bucket names must be unique")
        return value
