"""Server settings from the environment: every variable, its bounds, and errors that
name the variable."""

from __future__ import annotations

from pathlib import Path

import pytest

from memhub_server import cli
from memhub_server.config import Limits, Settings, SettingsError

VARIABLES = [
    "MEMHUB_DATA_DIR",
    "MEMHUB_HOST",
    "MEMHUB_PORT",
    "MEMHUB_ADMIN_KEY",
    "MEMHUB_EMBEDDINGS_BASE_URL",
    "MEMHUB_EMBEDDINGS_MODEL",
    "MEMHUB_EMBEDDINGS_API_KEY",
    "MEMHUB_LLM_BASE_URL",
    "MEMHUB_LLM_MODEL",
    "MEMHUB_LLM_API_KEY",
    "OPENAI_API_KEY",
    "MEMHUB_EMBED_THREADS",
    "MEMHUB_QUERY_ENCODER",
    "MEMHUB_DREAM_WINDOW",
    "MEMHUB_MAX_BODY_BYTES",
    "MEMHUB_MAX_CONTENT_CHARS",
    "MEMHUB_MAX_FILE_BYTES",
    "MEMHUB_MAX_PDF_PAGES",
    "MEMHUB_MAX_PDF_STREAM_BYTES",
    "MEMHUB_MAX_PDF_SECONDS",
    "MEMHUB_AUTH",
]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_defaults_without_configuration() -> None:
    assert Settings.from_env() == Settings()
    settings = Settings.from_env()
    assert (settings.data_dir, settings.host, settings.port) == (Path(".memhub"), "127.0.0.1", 6767)
    assert (settings.embed_threads, settings.dream_window, settings.auth) == (1, 5.0, True)
    assert settings.limits == Limits()


def test_every_variable_is_read(clean_env: pytest.MonkeyPatch) -> None:
    values = {
        "MEMHUB_DATA_DIR": "/srv/memhub",
        "MEMHUB_HOST": "0.0.0.0",
        "MEMHUB_PORT": "7000",
        "MEMHUB_ADMIN_KEY": "mh-admin",
        "MEMHUB_EMBEDDINGS_BASE_URL": "http://emb.test/v1",
        "MEMHUB_EMBEDDINGS_MODEL": "text-embedding-3-small",
        "MEMHUB_EMBEDDINGS_API_KEY": "sk-emb",
        "MEMHUB_LLM_BASE_URL": "http://llm.test/v1",
        "MEMHUB_LLM_MODEL": "qwen",
        "MEMHUB_LLM_API_KEY": "sk-llm",
        "MEMHUB_EMBED_THREADS": "4",
        "MEMHUB_QUERY_ENCODER": "float32",
        "MEMHUB_DREAM_WINDOW": "0.5",
        "MEMHUB_MAX_BODY_BYTES": "1000",
        "MEMHUB_MAX_CONTENT_CHARS": "2000",
        "MEMHUB_MAX_FILE_BYTES": "3000",
        "MEMHUB_MAX_PDF_PAGES": "4",
        "MEMHUB_MAX_PDF_STREAM_BYTES": "5000",
        "MEMHUB_MAX_PDF_SECONDS": "1.5",
    }
    for name, value in values.items():
        clean_env.setenv(name, value)
    settings = Settings.from_env()
    assert settings.data_dir == Path("/srv/memhub")
    assert (settings.host, settings.port, settings.admin_key) == ("0.0.0.0", 7000, "mh-admin")
    assert (settings.embeddings_base_url, settings.embeddings_model) == (
        "http://emb.test/v1",
        "text-embedding-3-small",
    )
    assert (settings.embeddings_api_key, settings.llm_api_key) == ("sk-emb", "sk-llm")
    assert (settings.llm_base_url, settings.llm_model) == ("http://llm.test/v1", "qwen")
    assert (settings.embed_threads, settings.dream_window) == (4, 0.5)
    assert settings.query_encoder == "float32"
    assert settings.limits == Limits(
        max_body_bytes=1000,
        max_content_chars=2000,
        max_file_bytes=3000,
        max_pdf_pages=4,
        max_pdf_stream_bytes=5000,
        max_pdf_seconds=1.5,
    )


def test_openai_api_key_is_the_fallback_for_both_keys(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("OPENAI_API_KEY", "sk-openai")
    settings = Settings.from_env()
    assert (settings.embeddings_api_key, settings.llm_api_key) == ("sk-openai", "sk-openai")
    clean_env.setenv("MEMHUB_LLM_API_KEY", "sk-llm")
    clean_env.setenv("MEMHUB_EMBEDDINGS_API_KEY", "")  # empty: unset, so the fallback holds
    settings = Settings.from_env()
    assert (settings.embeddings_api_key, settings.llm_api_key) == ("sk-openai", "sk-llm")


def test_empty_and_blank_values_count_as_unset(clean_env: pytest.MonkeyPatch) -> None:
    for name in ("MEMHUB_PORT", "MEMHUB_DATA_DIR", "MEMHUB_EMBED_THREADS", "MEMHUB_MAX_PDF_PAGES"):
        clean_env.setenv(name, "")
    clean_env.setenv("MEMHUB_LLM_BASE_URL", "   ")
    assert Settings.from_env() == Settings()


def test_flags_override_the_environment(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MEMHUB_PORT", "7000")
    clean_env.setenv("MEMHUB_HOST", "0.0.0.0")
    settings = Settings.from_env(port=8000, host=None, data_dir=Path("d"))
    assert (settings.port, settings.host, settings.data_dir) == (8000, "0.0.0.0", Path("d"))


def test_settings_built_in_code_ignore_the_environment(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MEMHUB_PORT", "7000")
    clean_env.setenv("OPENAI_API_KEY", "sk-openai")
    assert Settings().port == 6767 and Settings().llm_api_key is None
    assert Limits().max_pdf_pages == 1000


def test_no_variable_turns_authentication_off(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MEMHUB_AUTH", "false")
    assert Settings.from_env().auth is True


@pytest.mark.parametrize(
    ("name", "value", "problem"),
    [
        ("MEMHUB_PORT", "abc", "valid integer"),
        ("MEMHUB_PORT", "70000", "less than or equal to 65535"),
        ("MEMHUB_PORT", "-1", "greater than or equal to 0"),
        ("MEMHUB_EMBED_THREADS", "0", "greater than or equal to 1"),
        ("MEMHUB_EMBED_THREADS", "two", "valid integer"),
        ("MEMHUB_QUERY_ENCODER", "int4", "'auto', 'int8' or 'float32'"),
        ("MEMHUB_DREAM_WINDOW", "-5", "greater than or equal to 0"),
        ("MEMHUB_DREAM_WINDOW", "inf", "finite number"),
        ("MEMHUB_MAX_BODY_BYTES", "0", "greater than or equal to 1"),
        ("MEMHUB_MAX_CONTENT_CHARS", "1e3", "valid integer"),
        ("MEMHUB_MAX_FILE_BYTES", "-1", "greater than or equal to 1"),
        ("MEMHUB_MAX_PDF_PAGES", "many", "valid integer"),
        ("MEMHUB_MAX_PDF_STREAM_BYTES", "0", "greater than or equal to 1"),
        ("MEMHUB_MAX_PDF_SECONDS", "0", "greater than 0"),
        ("MEMHUB_MAX_PDF_SECONDS", "nan", "finite number"),
    ],
)
def test_a_bad_value_names_its_variable(
    clean_env: pytest.MonkeyPatch, name: str, value: str, problem: str
) -> None:
    clean_env.setenv(name, value)
    with pytest.raises(SettingsError) as raised:
        Settings.from_env()
    assert str(raised.value).startswith(f"{name}={value!r}: ")
    assert problem in str(raised.value)


def test_an_embeddings_endpoint_needs_a_model(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MEMHUB_EMBEDDINGS_BASE_URL", "http://emb.test/v1")
    with pytest.raises(SettingsError, match="MEMHUB_EMBEDDINGS_MODEL must be set"):
        Settings.from_env()


def test_the_cli_reports_a_bad_variable_without_a_traceback(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    clean_env.setenv("MEMHUB_PORT", "abc")
    assert cli.main(["serve"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("memhub: invalid setting: MEMHUB_PORT='abc'")
    assert "Traceback" not in error
