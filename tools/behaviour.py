"""Record what the rules, the bots, the saves and the screens do, to show a refactor changed none.

    python tools/behaviour.py record DIR [--no-screens]
    python tools/behaviour.py compare BEFORE AFTER
    python tools/behaviour.py loads BEFORE

``record`` writes into ``DIR``:

- ``traces/<game>-<n>p-<seed>.json``: one game per game, seat count and seed, played by an
  easy, a normal and a budgeted hard bot in turn, with a digest of every step (who acts,
  the legal moves, every seat's view and the onlooker's, the snapshot, a determinization
  for the seat to act, the move and its events) and the finished game's scores, winners,
  tie rule, score lines, rounds and revealed view in full;
- ``simulate/<game>-<n>p.json``: ``parlour simulate … --json`` with its clock readings left
  out (they are the only thing in it a machine's load changes);
- ``saves/<game>-<n>p-<seed>-<when>.json``: save files written a third and two thirds of
  the way through each traced game and at its end;
- ``screens/``: ``tools/screens.py``'s screens (every screen with nothing hidden from
  anyone, then the hot-seat moments) at 1280×800 in both languages, less those that
  depend on the clock: the hint screens (the hard bot thinks for a second of real time)
  and the load list (it says when each save was written).

``compare`` names every file that differs between two records (for a trace, the first step
that does) and exits 1 if any does. ``loads`` opens every save of an earlier record with the
code as it is now, replaying it against its snapshot (``Session.from_json``), and checks
that it writes back the same file. Nothing here is a test: a refactor runs it before and
after and reads what it says.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.ai.base import decide  # noqa: E402
from parlour.cli.simulate import main as simulate  # noqa: E402
from parlour.cli.simulation import Level, _bot  # noqa: E402
from parlour.engine import Event, GameState, action_to_json  # noqa: E402
from parlour.games import GAME_IDS  # noqa: E402
from parlour.saves.session import Seat, Session  # noqa: E402

#: Two seat counts per game: the smallest table and a larger one (the Courtesan's at 5).
SEATS = {
    "guillotine": (2, 4),
    "banque_fatale": (3, 4),
    "millionenspiel": (3, 5),
    "monopoly_kartenspiel": (2, 5),
    "ladies_and_gentlemen": (4, 5),
}
SEEDS = (11, 12)
LINEUP = (Level("easy"), Level("normal"), Level("hard", 8))
SIMULATE_GAMES = 6
#: The simulator's clock readings: the only keys a machine's load changes.
CLOCK_KEYS = frozenset({"ms_per_decision", "games_per_second", "seconds"})
#: Screens whose pixels depend on the clock (see the module's docstring).
CLOCKED_SCREENS = ("-load.png",)
SAVE_POINTS = {"third": 1 / 3, "two-thirds": 2 / 3}


def digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def step_record(state: GameState, seat: int, seed: int, step: int) -> dict[str, Any]:
    """What a step shows of the rules before the move, in digests."""
    views = {str(s): state.view(s) for s in range(-1, state.num_players)}
    sample = state.determinize(seat, random.Random(f"{seed}:{step}"))
    return {
        "seat": seat,
        "turn_of": state.turn_of(),
        "legal": digest([action_to_json(a) for a in state.legal_actions()]),
        "public_choice": state.public_choice(),
        "views": digest(views),
        "public": digest(state.public_view()),
        "snapshot": digest(state.to_json()),
        "sample": digest(sample.to_json()),
        "round": state.round_number(),
    }


def _event(event: Event) -> list[Any]:
    audience = None if event.audience is None else sorted(event.audience)
    return [event.key, event.params, audience, event.barrier, event.logged]


def finish_record(state: GameState) -> dict[str, Any]:
    """The finished game in full: what the results screen and the statistics read."""
    outcome = state.outcome()
    assert outcome is not None, "the game was played to its end"
    return {
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "decided_by": None if outcome.decided_by is None else asdict(outcome.decided_by),
        "details": [
            [asdict(line) for line in outcome.lines_of(s)] for s in range(state.num_players)
        ],
        "rounds": [repr(r) for r in state.round_results()],
        "teams": [list(t) for t in state.teams()],
        "progress": state.progress(),
        "final_view": digest(state.final_view()),
        "snapshot": digest(state.to_json()),
    }


def played(game_id: str, players: int, seed: int) -> Iterator[tuple[Session, dict[str, Any]]]:
    """The game of ``seed``, move by move: its session and the record of each step."""
    seats = [Seat(f"P{i}", LINEUP[i % len(LINEUP)].name) for i in range(players)]
    session = Session.start(game_id, seats, seed)
    session.save_id = f"{seed:032x}"
    session.created = session.updated = "2026-01-01T00:00:00+00:00"
    bots = [_bot(game_id, LINEUP[i % len(LINEUP)]) for i in range(players)]
    rng = random.Random(f"behaviour:{seed}")
    step = 0
    while (seat := session.state.to_act()) is not None:
        record = step_record(session.state, seat, seed, step)
        act = decide(bots[seat], session.state, seat, rng)
        events = session.apply(act)
        session.updated = session.created
        record["action"] = action_to_json(act)
        record["events"] = digest([_event(e) for e in events])
        yield session, record
        step += 1


def record_traces(out: Path) -> None:
    (out / "traces").mkdir(parents=True)
    (out / "saves").mkdir()
    for game_id in GAME_IDS:
        for players in SEATS[game_id]:
            for seed in SEEDS:
                name = f"{game_id}-{players}p-{seed}"
                steps = [record for _, record in played(game_id, players, seed)]
                total = len(steps)
                marks = {round(total * share): when for when, share in SAVE_POINTS.items()}
                for session, _ in played(game_id, players, seed):
                    done = len(session.history)
                    when = marks.get(done) or ("end" if done == total else None)
                    if when:
                        text = json.dumps(session.to_json(), sort_keys=True, indent=1)
                        (out / "saves" / f"{name}-{when}.json").write_text(text)
                trace = {"steps": steps, "finish": finish_record(session.state)}
                (out / "traces" / f"{name}.json").write_text(json.dumps(trace, indent=1))
                print(name, total, "steps", flush=True)


def record_simulations(out: Path) -> None:
    (out / "simulate").mkdir()
    for game_id in GAME_IDS:
        for players in SEATS[game_id]:
            buffer = io.StringIO()
            with contextlib.redirect_stdout(buffer):
                simulate(
                    [
                        game_id,
                        "--players",
                        str(players),
                        "--games",
                        str(SIMULATE_GAMES),
                        "--seed",
                        "500",
                        "--ai",
                        "easy,normal,hard:8",
                        "--json",
                    ]
                )
            report = _without_clock(json.loads(buffer.getvalue()))
            path = out / "simulate" / f"{game_id}-{players}p.json"
            path.write_text(json.dumps(report, indent=1, sort_keys=True))


def _without_clock(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _without_clock(v) for k, v in data.items() if k not in CLOCK_KEYS}
    if isinstance(data, list):
        return [_without_clock(v) for v in data]
    return data


def record_screens(out: Path) -> None:
    screens = ROOT / "tools" / "screens.py"
    common = ["--sizes", "1280x800", "--langs", "de,en"]
    subprocess.run([sys.executable, str(screens), str(out / "screens"), *common], check=True)
    subprocess.run(
        [sys.executable, str(screens), str(out / "screens" / "hot-seat"), *common, "--hot-seat"],
        check=True,
    )
    for path in (out / "screens").glob("*.png"):
        if path.name.endswith(CLOCKED_SCREENS) or "-hint_" in path.name:
            path.unlink()


def compare(before: Path, after: Path) -> int:
    differ = 0
    names = sorted({p.relative_to(before) for p in before.rglob("*") if p.is_file()})
    names += sorted(
        p.relative_to(after)
        for p in after.rglob("*")
        if p.is_file() and not (before / p.relative_to(after)).exists()
    )
    for name in names:
        old, new = before / name, after / name
        if not old.exists() or not new.exists():
            print(f"only in {'after' if new.exists() else 'before'}: {name}")
            differ += 1
        elif old.read_bytes() != new.read_bytes():
            print(f"differs: {name}{_first_step(old, new)}")
            differ += 1
    print(f"{len(names)} files, {differ} differ")
    return 1 if differ else 0


def _first_step(old: Path, new: Path) -> str:
    if old.parent.name != "traces":
        return ""
    a, b = json.loads(old.read_text()), json.loads(new.read_text())
    for index, (x, y) in enumerate(zip(a["steps"], b["steps"], strict=False)):
        if x != y:
            keys = sorted(k for k in x if x.get(k) != y.get(k))
            return f" (step {index}: {', '.join(keys)})"
    return " (the finish)" if a["finish"] != b["finish"] else " (the length)"


def loads(before: Path) -> int:
    failed = 0
    saves = sorted((before / "saves").glob("*.json"))
    for path in saves:
        data = json.loads(path.read_text())
        try:
            again = Session.from_json(data, verify=True).to_json()
        except Exception as exc:
            print(f"{path.name}: {type(exc).__name__}: {exc}")
            failed += 1
            continue
        if digest(again) != digest(data):
            print(f"{path.name}: written back differently")
            failed += 1
    print(f"{len(saves)} saves, {failed} failed")
    return 1 if failed else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("out", type=Path)
    rec.add_argument("--no-screens", action="store_true")
    cmp = sub.add_parser("compare")
    cmp.add_argument("before", type=Path)
    cmp.add_argument("after", type=Path)
    lds = sub.add_parser("loads")
    lds.add_argument("before", type=Path)
    args = parser.parse_args(argv)
    if args.command == "compare":
        return compare(args.before, args.after)
    if args.command == "loads":
        return loads(args.before)
    record_traces(args.out)
    record_simulations(args.out)
    if not args.no_screens:
        record_screens(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
