"""The settings file: defaults, round trip, damage never stops the app, atomic writes."""

from __future__ import annotations

import json
import os
import threading

from parlour.settings import (
    DAMAGED_KEY,
    Settings,
    config_dir,
    load_settings,
    save_settings,
    settings_path,
    system_language,
)


def test_missing_file_gives_defaults_without_a_message(tmp_path) -> None:
    settings, problem = load_settings(tmp_path / "settings.json")
    assert problem is None
    assert settings.window_size == (1280, 800)
    assert settings.animation_speed == 1.0
    assert settings.language in ("de", "en")


def test_a_file_where_the_folder_should_be_is_no_damaged_settings_file(tmp_path) -> None:
    (tmp_path / "config").write_text("not a folder")
    settings, problem = load_settings(tmp_path / "config" / "settings.json")
    assert problem is None  # the app tells of the unusable data folder instead, once
    assert settings.window_size == (1280, 800)


def test_round_trip(tmp_path) -> None:
    path = tmp_path / "deep" / "settings.json"
    wanted = Settings(
        language="de",
        window_size=(1600, 900),
        fullscreen=True,
        animation_speed=0.5,
        volume=0.25,
        muted=True,
        colourblind=True,
        catch_up=False,
    )
    save_settings(wanted, path)
    assert load_settings(path) == (wanted, None)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left


def test_a_damaged_file_gives_defaults_and_a_message(tmp_path) -> None:
    path = tmp_path / "settings.json"
    for content in (b"{not json", b"\xff\xfe\x00", b"[1, 2]", b""):
        path.write_bytes(content)
        settings, problem = load_settings(path)
        assert problem == DAMAGED_KEY
        assert settings.window_size == (1280, 800)
        assert path.read_bytes() == content  # left alone until the player changes something


def test_single_bad_fields_fall_back_one_by_one(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "language": "fr",
                "volume": 3,
                "muted": True,
                "animation_speed": 0.7,
                "window_size": [800, 600],
                "unknown": 1,
            }
        )
    )
    settings, problem = load_settings(path)
    assert problem == DAMAGED_KEY
    assert settings.muted is True  # the good field survives
    assert settings.volume == 0.8 and settings.animation_speed == 1.0
    assert settings.window_size == (1024, 640)  # too small a window grows to the minimum


def test_language_follows_the_system_locale() -> None:
    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({"LC_ALL": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}) == "de"
    assert system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert system_language({"LANG": "C.UTF-8", "LANGUAGE": "de:en"}) == "de"
    assert system_language({}) == "en"


def test_data_dir_keeps_settings_beside_the_saves(tmp_path) -> None:
    assert settings_path(tmp_path) == tmp_path / "config" / "settings.json"
    assert config_dir(None).name == "parlour"


def test_a_file_nested_too_deep_gives_defaults_and_a_message(tmp_path) -> None:
    path = tmp_path / "settings.json"
    for depth in (100_000, 60):
        path.write_text('{"setups": ' + "[" * depth + "]" * depth + "}", encoding="utf-8")
        assert load_settings(path) == (Settings(), DAMAGED_KEY)


def test_a_folder_or_a_huge_file_gives_defaults_and_a_message(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    assert load_settings(path) == (Settings(), DAMAGED_KEY)
    path.rmdir()
    with path.open("wb") as fh:  # sparse: 64 MiB that cost no disk
        fh.truncate(64 * 1024 * 1024)
    assert load_settings(path) == (Settings(), DAMAGED_KEY)


def test_a_named_pipe_is_never_read(tmp_path) -> None:
    """A read would wait for a writer that never comes: the app would never start.

    The test holds the pipe open with good settings in it, so a reader that opened it
    anyway would take those; the pipe is closed afterwards to free such a reader.
    """
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    pipe = os.open(path, os.O_RDWR | os.O_NONBLOCK)
    os.write(pipe, json.dumps({"volume": 0.25}).encode())
    result: list[object] = []
    reader = threading.Thread(target=lambda: result.append(load_settings(path)), daemon=True)
    reader.start()
    reader.join(timeout=30)
    os.close(pipe)
    reader.join(timeout=30)
    assert result == [(Settings(), DAMAGED_KEY)]


def test_the_time_to_call_out_of_turn_is_one_of_the_offered_choices(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"claim_seconds": 5}))
    assert load_settings(path) == (Settings(claim_seconds=5.0), None)
    path.write_text(json.dumps({"claim_seconds": 0}))  # nobody could ever call in time
    settings, problem = load_settings(path)
    assert problem == DAMAGED_KEY and settings.claim_seconds == 3.0


def test_the_lessons_done_are_kept_and_a_damaged_list_is_forgotten(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"lessons_done": ["guillotine"]}))
    assert load_settings(path) == (Settings(lessons_done=["guillotine"]), None)
    path.write_text(json.dumps({"lessons_done": ["guillotine", 3], "muted": True}))
    settings, problem = load_settings(path)
    assert problem == DAMAGED_KEY and settings.lessons_done == [] and settings.muted
