"""The Ball, a scene of its own: how every Lady is judged, drawn from the final view.

At the top the Ball's verdict (how it was decided, a scandal, the winners); below, a row
per shopper (the Ladies and the Courtesan), winners first, then by elegance. Each row
shows who she is (name, team mark, her Gentleman), her paid wardrobe as cards (those that
count; those struck out because she had to drop a designer, crossed; duplicates of an
item type set aside, dimmed: shapes, not colour alone, tell them apart) and the sum: the
stars of the counting cards, each servant's bonus (revealed now), the servant she lost
without a dress, the gossip cards against her, and her elegance.

The table stages it (``Reveal``): the rows are turned up from the last to the first, so
the winner comes last; in each, her cards with what was struck or set aside, then the
lines of her sum one by one (each servant with her bonus), then her elegance; the verdict
(a scandal, the Courtesan's triumph, the winners) last of all. Nothing moves: every step
is laid where the whole Ball has it.

Nothing here decides anything: every number comes from the view (``outfits``,
``elegance``, ``outcome``); only which cards are struck or set aside is read off the
cards, since the view names what counts and which designer was dropped. Every text drawn
is recorded in the returned ``BallPicture`` with its rectangle and type size, so tests
measure what a player sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from parlour.games.ladies_and_gentlemen import art
from parlour.games.ladies_and_gentlemen.art import MIN_TEXT, tr
from parlour.games.ladies_and_gentlemen.cards import Catalogue
from parlour.games.ladies_and_gentlemen.views import LadiesView, OutfitView
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, fit, wrap_text
from parlour.ui.widgets.card import CardState, card_size, draw_card
from parlour.ui.widgets.seats import TeamMark
from parlour.ui.widgets.tokens import TokenStyle, draw_token

#: The table's part of a 1280×800 window: the sizes below are set for it and scaled.
BASE = (948, 800)
BALLROOM = (74, 52, 76)
PARQUET = (86, 62, 88)
GILT = (214, 182, 100)
CREAM = (250, 243, 230)
PANEL = (252, 247, 238)
WIN_PANEL = (255, 246, 214)
INK = art.INK
SOFT_INK = (110, 92, 100)
STRIKE = (178, 38, 52)
#: Cards shrink down to this height (miniatures, their item named where it fits) to lie
#: side by side; only below it they overlap, which hides the names under the next card.
SIDE_BY_SIDE = 64
COURTESAN_MARK = TokenStyle((196, 60, 120), "crown", "rings")


@dataclass
class BallPicture:
    """What ``draw_ball`` put where: every text, every card and each shopper's row; by
    seat, the text of each shopper's elegance and the points of the lines above it."""

    texts: list[DrawnText] = field(default_factory=list)
    cards: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    rows: dict[int, pygame.Rect] = field(default_factory=dict)
    totals: dict[int, DrawnText] = field(default_factory=dict)
    points: dict[int, list[int]] = field(default_factory=dict)  # the sum's lines, by seat

    def text(
        self,
        surface: pygame.Surface,
        value: str,
        pos: tuple[int, int],
        size: int,
        colour: RGB = INK,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> DrawnText:
        draw_text(surface, value, pos, size, colour, bold=bold, anchor=anchor, drawn=self.texts)
        return self.texts[-1]


@dataclass(frozen=True)
class Sizes:
    """Type sizes and spacing for one window, scaled from the 1280×800 design."""

    unit: float

    def size(self, base: int) -> int:
        return max(MIN_TEXT, round(base * self.unit))

    def px(self, base: int) -> int:
        return max(1, round(base * self.unit))


@dataclass(frozen=True)
class Line:
    """One line of a shopper's sum: an icon, the words, the points (``None``: none)."""

    icon: str  # "star", "servant", "gossip"
    label: str
    points: int | None
    struck: bool = False


@dataclass(frozen=True)
class Reveal:
    """How much of a staged Ball shows: the last ``rows`` shoppers of the list whole, the
    one above them with her cards and the first ``lines`` lines of her sum (her elegance
    once they are all shown), and the verdict only when ``verdict``."""

    rows: int
    lines: int
    verdict: bool


def reveal_steps(view: LadiesView) -> list[Reveal]:
    """Every step of the staged Ball in order, the whole Ball last."""
    order = shopper_order(view)
    steps = []
    for row in range(len(order)):
        seat = order[len(order) - 1 - row]
        for line in range(len(sum_lines(view, seat)) + 2):  # her cards, each line, the total
            steps.append(Reveal(row, line, False))
    return [*steps, Reveal(len(order), 0, True)]


def shopper_order(view: LadiesView) -> list[int]:
    """The shoppers as the Ball lists them: winners first, then by elegance, then seat."""
    winners = set(view["winners"])
    shoppers = [s for s, outfit in enumerate(view["outfits"]) if outfit is not None]
    return sorted(shoppers, key=lambda s: (s not in winners, -(view["elegance"][s] or 0), s))


def outfit_of(view: LadiesView, seat: int) -> OutfitView:
    """A shopper's outfit (the Ball lists only shoppers, and every shopper has one)."""
    outfit = view["outfits"][seat]
    assert outfit is not None, seat
    return outfit


def sort_cards(view: LadiesView, cat: Catalogue, seat: int) -> dict[str, list[str]]:
    """Her wardrobe in three groups: ``counted``; ``struck`` (bearing the designer she
    dropped); ``aside`` (a second card of an item type already counted)."""
    outfit = outfit_of(view, seat)
    counted = list(outfit["counted"])
    dropped = outfit["dropped"]
    rest = [c for c in view["wardrobes"][seat] if c not in counted]
    struck = [c for c in rest if dropped is not None and dropped in cat.wardrobe[c].designers]
    aside = [c for c in rest if c not in struck]
    return {"counted": counted, "struck": struck, "aside": aside}


def sum_lines(view: LadiesView, seat: int) -> list[Line]:
    """The lines that add up to her elegance (the total itself is drawn apart)."""
    outfit = outfit_of(view, seat)
    lines = [Line("star", tr("ball.stars"), outfit["stars"])]
    lines += [Line("servant", tr(f"card.{s}"), bonus) for s, bonus in outfit.get("bonuses", [])]
    lost = outfit.get("lost_servant")
    if lost is not None:
        lines.append(Line("servant", tr("ball.no_dress", name=tr(f"card.{lost}")), None, True))
    gossip = view["gossip_counts"][seat]
    if gossip:
        lines.append(Line("gossip", tr("ball.gossip", count=gossip), -gossip))
    return lines


def collapse_servants(lines: list[Line]) -> list[Line]:
    """The servants who count on one line: how many, and their bonuses added up."""
    kept = [line for line in lines if line.icon == "servant" and not line.struck]
    if len(kept) < 2:
        return lines
    first = lines.index(kept[0])
    bonus = sum(line.points or 0 for line in kept)
    merged = Line("servant", tr("ball.servants", count=len(kept)), bonus)
    rest = [line for line in lines if line not in kept]
    return [*rest[:first], merged, *rest[first:]]


def draw_ball(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: LadiesView,
    cat: Catalogue,
    names: Sequence[str],
    reveal: Reveal | None = None,
) -> BallPicture:
    """Paint the Ball of a finished game (``view``: its final view) into ``rect``; while it
    is staged, only what ``reveal`` has turned up."""
    picture = BallPicture()
    sizes = Sizes(min(rect.width / BASE[0], rect.height / BASE[1]))
    _ballroom(surface, rect, sizes)
    shown = reveal is None or reveal.verdict
    top = _verdict(surface, rect, view, names, sizes, picture, shown)
    order = shopper_order(view)
    pad, gap = sizes.px(12), sizes.px(6)
    area = pygame.Rect(rect.x + pad, top + gap, rect.width - 2 * pad, rect.bottom - pad - top - gap)
    row_h = min(sizes.px(250), (area.height - gap * (len(order) - 1)) // max(1, len(order)))
    marks = art.seat_marks(view)
    spare = area.height - len(order) * (row_h + gap) + gap
    top = area.y + max(0, spare // 3)  # a few Ladies sit a little lower, not at the top
    for i, seat in enumerate(order):
        row = pygame.Rect(area.x, top + i * (row_h + gap), area.width, row_h)
        picture.rows[seat] = row
        turned = len(order) - 1 - i  # the last row is turned up first
        upto = None
        if reveal is not None and turned >= reveal.rows:
            upto = reveal.lines if turned == reveal.rows else -1
        _row(surface, row, view, cat, names, seat, marks.get(seat), sizes, picture, upto)
    return picture


def _ballroom(surface: pygame.Surface, rect: pygame.Rect, sizes: Sizes) -> None:
    """A plum ballroom with a parquet of diamonds and a gilt edge."""
    surface.fill(BALLROOM, rect)
    step = sizes.px(48)
    clip = surface.get_clip()
    surface.set_clip(rect)
    for x in range(rect.x - rect.height, rect.right + rect.height, step):
        pygame.draw.line(surface, PARQUET, (x, rect.y), (x + rect.height, rect.bottom))
        pygame.draw.line(surface, PARQUET, (x + rect.height, rect.y), (x, rect.bottom))
    surface.set_clip(clip)
    pygame.draw.rect(surface, GILT, rect.inflate(-sizes.px(6), -sizes.px(6)), sizes.px(2))


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    return tr("ball.and").join(names[s] for s in seats)


def _verdict(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: LadiesView,
    names: Sequence[str],
    sizes: Sizes,
    picture: BallPicture,
    shown: bool = True,
) -> int:
    """The title, how the Ball was decided and who won (unless not yet ``shown``: its
    room stays, so nothing moves when it comes); returns the bottom."""
    width = rect.width - sizes.px(40)
    y = rect.y + sizes.px(12)
    title = picture.text(
        surface, tr("ball.title"), (rect.centerx, y), sizes.size(30), GILT, True, "midtop"
    )
    y = title.rect.bottom + sizes.px(2)
    outcome = view["outcome"] or {"key": "elegance", "params": {}, "excluded": []}
    params = dict(outcome["params"])
    lines = [tr(f"decided.{outcome['key']}", points=params.get("points", 0))]
    for gentleman in outcome["excluded"]:
        lines.append(tr("ball.scandal", gentleman=names[gentleman]))
    if outcome["key"] == "courtesan":
        lines.append(
            tr(
                "ball.courtesan_won",
                seat=names[params["seat"]],
                gentleman=names[params["gentleman_seat"]],
            )
        )
    for line in lines:
        size = sizes.size(16)
        if shown:
            cut = fit(line, width, font(size))
            picture.text(surface, cut, (rect.centerx, y), size, CREAM, False, "midtop")
        y += font(size).get_height()
    size = sizes.size(18)
    winners = tr("ball.winners", names=_names(names, view["winners"]))
    if shown:
        cut = fit(winners, width, font(size, True))
        picture.text(surface, cut, (rect.centerx, y + sizes.px(2)), size, GILT, True, "midtop")
    return y + sizes.px(2) + font(size, True).get_height() + sizes.px(4)


def _row(
    surface: pygame.Surface,
    row: pygame.Rect,
    view: LadiesView,
    cat: Catalogue,
    names: Sequence[str],
    seat: int,
    mark: TeamMark | None,
    sizes: Sizes,
    picture: BallPicture,
    upto: int | None = None,
) -> None:
    """One shopper's row: who she is, her cards, her sum. While the Ball is staged,
    ``upto`` -1 shows only her name; 0 her cards too; n the first n - 1 lines of her
    sum, her elegance after the last."""
    won = seat in view["winners"] and upto is None
    radius = sizes.px(10)
    pygame.draw.rect(surface, WIN_PANEL if won else PANEL, row, border_radius=radius)
    edge = GILT if won else SOFT_INK
    pygame.draw.rect(surface, edge, row, sizes.px(4) if won else 1, border_radius=radius)
    pad = sizes.px(10)
    inner = row.inflate(-2 * pad, -2 * pad)
    left_w = max(150, min(300, round(row.width * 0.2)))
    right_w = max(200, min(400, round(row.width * 0.27)))
    who = pygame.Rect(inner.x, inner.y, left_w, inner.height)
    sums = pygame.Rect(inner.right - right_w, inner.y, right_w, inner.height)
    cards = pygame.Rect(who.right + pad, inner.y, sums.x - who.right - 2 * pad, inner.height)
    _who(surface, who, view, names, seat, mark, sizes, picture, upto is None)
    if upto is None or upto >= 0:
        _cards(surface, cards, view, cat, seat, sizes, picture)
    if upto is None or upto >= 1:
        _sum(surface, sums, view, seat, sizes, picture, None if upto is None else upto - 1)


def _who(
    surface: pygame.Surface,
    box: pygame.Rect,
    view: LadiesView,
    names: Sequence[str],
    seat: int,
    mark: TeamMark | None,
    sizes: Sizes,
    picture: BallPicture,
    judged: bool = True,
) -> None:
    """Name with the team's mark (or the Courtesan's crown), her Gentleman, the verdict
    (once ``judged``)."""
    size = sizes.size(17)
    fnt = font(size, True)
    radius = fnt.get_height() // 2
    style = COURTESAN_MARK if mark is None else mark.token
    draw_token(surface, style, (box.x + radius, box.y + radius), radius)
    x = box.x + 2 * radius + sizes.px(6)
    name = fit(names[seat], box.right - x, fnt)
    y = picture.text(surface, name, (x, box.y), size, INK, True).rect.bottom
    role = view["roles"][seat]
    outcome = view["outcome"] or {"key": "", "params": {}, "excluded": []}
    partner = seat ^ 1 if role != "courtesan" else None
    small = sizes.size(13)
    lines: list[tuple[str, RGB, bool]] = []  # the verdict first: it matters most
    if judged and seat in view["winners"]:
        lines.append((tr("ball.winner"), INK, True))
    elif judged and partner is not None and partner in outcome["excluded"]:
        lines.append((tr("score.excluded"), STRIKE, True))
    if partner is not None:
        lines.append(
            (tr("ball.with", role=tr(f"role.{role}"), name=names[partner]), SOFT_INK, False)
        )
    else:
        lines.append((tr(f"role.{role}"), SOFT_INK, False))
        if outcome["key"] == "courtesan":
            gentleman = outcome["params"]["gentleman_seat"]
            lines.append((tr("ball.her_gentleman", name=names[gentleman]), SOFT_INK, False))
    for value, colour, bold in lines:
        fnt = font(small, bold)
        room = (box.bottom - y - fnt.get_height()) // fnt.get_linesize() + 1
        if room <= 0:
            return
        parts = wrap_text(value, fnt, box.width)
        if len(parts) > room:  # what does not fit ends in an ellipsis, never mid-phrase
            parts = [*parts[: room - 1], fit(" ".join(parts[room - 1 :]), box.width, fnt)]
        for part in parts:
            y = picture.text(surface, part, (box.x, y), small, colour, bold).rect.bottom


def _cards(
    surface: pygame.Surface,
    box: pygame.Rect,
    view: LadiesView,
    cat: Catalogue,
    seat: int,
    sizes: Sizes,
    picture: BallPicture,
) -> None:
    """Her cards in groups, each under its caption; overlapped where they do not fit."""
    groups = [(key, cards) for key, cards in sort_cards(view, cat, seat).items() if cards]
    size = sizes.size(13)
    caption_h = font(size).get_height()
    if not groups:
        picture.text(surface, tr("ball.no_cards"), (box.x, box.y), size, SOFT_INK)
        return
    dropped = outfit_of(view, seat)["dropped"]
    labels = [_caption(key, len(cards), dropped) for key, cards in groups]
    # A group is as wide as its caption where its cards are narrower: a single card under
    # "Zählt (eine Karte)" must not cut the caption short.
    captions = [font(size).size(label)[0] + sizes.px(4) for label in labels]
    gap, group_gap = sizes.px(4), sizes.px(16)
    tallest = box.height - caption_h - sizes.px(2)
    height = tallest

    def spans(width: int, step: float) -> list[float]:
        return [
            max(float(caption), width + (len(cards) - 1) * step)
            for (_key, cards), caption in zip(groups, captions, strict=True)
        ]

    def fits(width: int, step: float) -> bool:
        return sum(spans(width, step)) + (len(groups) - 1) * group_gap <= box.width

    def side_by_side(height: int) -> bool:
        width = card_size(height)[0]
        return fits(width, width + gap)

    while height > min(tallest, SIDE_BY_SIDE) and not side_by_side(height):
        height -= 2
    while True:
        width = card_size(height)[0]
        step = float(width + gap)
        if not fits(width, step):  # overlap the cards: the widest step that fits
            low, high = 0.0, step
            for _ in range(20):
                mid = (low + high) / 2
                low, high = (mid, high) if fits(width, mid) else (low, mid)
            step = low
        if step >= width * 0.3 or height <= 40:
            break
        height -= 4
    step = max(step, 1)
    x = float(box.x)
    for (key, cards), label, span in zip(groups, labels, spans(width, step), strict=True):
        last = key == groups[-1][0]
        room = box.right - x if last else span + group_gap - sizes.px(4)
        shown = fit(label, max(1, round(room)), font(size))
        picture.text(surface, shown, (round(x), box.y), size, SOFT_INK)
        top = box.y + caption_h + sizes.px(2)
        for i, card in enumerate(cards):
            rect = pygame.Rect(round(x + i * step), top, width, height)
            face = art.card_face(cat, card, rect.size)
            draw_card(surface, rect, face, CardState(dim=key != "counted"))
            if key == "struck":
                _cross(surface, rect, sizes)
            picture.cards.append((card, rect))
        x += span + group_gap


def _caption(key: str, count: int, dropped: str | None) -> str:
    if key == "struck" and dropped is not None:
        return tr("ball.struck", designer=tr(f"card.{dropped}"))
    return tr(f"ball.{key}", count=count)


def _cross(surface: pygame.Surface, rect: pygame.Rect, sizes: Sizes) -> None:
    """A card struck out: a red cross over it (a shape, not a tint)."""
    width = sizes.px(4)
    inset = rect.inflate(-rect.width // 5, -rect.height // 5)
    pygame.draw.line(surface, STRIKE, inset.topleft, inset.bottomright, width)
    pygame.draw.line(surface, STRIKE, inset.topright, inset.bottomleft, width)


def _sum(
    surface: pygame.Surface,
    box: pygame.Rect,
    view: LadiesView,
    seat: int,
    sizes: Sizes,
    picture: BallPicture,
    upto: int | None = None,
) -> None:
    """Stars, servants, gossip: a line each, points right-aligned; the elegance below a
    rule. Lines that do not fit one column go into a second; if two are not enough, the
    servants share one line (their number and bonuses together). While staged, only the
    first ``upto`` lines, and the elegance once all are shown."""
    lines = sum_lines(view, seat)
    whole = upto is None or upto > len(lines)
    size = sizes.size(13)
    line_h = font(size).get_linesize()
    total_size = sizes.size(20)
    total_h = font(total_size, True).get_height()
    room = max(1, (box.height - total_h - sizes.px(4)) // line_h)
    if len(lines) > 2 * room:
        lines = collapse_servants(lines)
    columns = 1 if len(lines) <= room else 2
    per_column = -(-len(lines) // columns)
    col_w = (box.width - sizes.px(8) * (columns - 1)) // columns
    for i, line in enumerate(lines):
        if not whole and upto is not None and i >= upto:
            break
        col, r = divmod(i, per_column)
        cell = pygame.Rect(box.x + col * (col_w + sizes.px(8)), box.y + r * line_h, col_w, line_h)
        _sum_line(surface, cell, line, size, picture)
        if line.points is not None:
            picture.points.setdefault(seat, []).append(line.points)
    y = box.bottom - total_h
    if not whole:
        return
    pygame.draw.line(surface, SOFT_INK, (box.x, y - sizes.px(3)), (box.right, y - sizes.px(3)))
    total = view["elegance"][seat]
    label = fit(tr("ball.total"), box.width * 2 // 3, font(total_size, True))
    picture.text(surface, label, (box.x, y), total_size, INK, True)
    drawn = picture.text(surface, str(total), (box.right, y), total_size, INK, True, "topright")
    picture.totals[seat] = drawn


def _sum_line(
    surface: pygame.Surface, cell: pygame.Rect, line: Line, size: int, picture: BallPicture
) -> None:
    fnt = font(size)
    icon = fnt.get_ascent() - 2
    centre = (cell.x + icon // 2, cell.y + fnt.get_height() // 2)
    icon_box = pygame.Rect(0, 0, icon, icon)
    icon_box.center = centre
    if line.icon == "star":
        art.draw_star(surface, centre, icon)
    elif line.icon == "servant":
        art.servant_symbol(surface, icon_box, art.DECK_COLOURS["servants"][1])
    else:
        art.gossip_symbol(surface, icon_box, art.DECK_COLOURS["gossip"][1])
    right = cell.right
    if line.points is not None:
        points = str(line.points) if line.icon == "star" else f"{line.points:+d}"
        shown = picture.text(
            surface,
            points.replace("-", "\u2212"),
            (cell.right, cell.y),
            size,
            INK,
            True,
            "topright",
        )
        right = shown.rect.x - 4
    x = cell.x + icon + 4
    label = fit(line.label, max(1, right - x), fnt)
    drawn = picture.text(surface, label, (x, cell.y), size, SOFT_INK if line.struck else INK)
    if line.struck:
        y = drawn.rect.centery
        pygame.draw.line(surface, STRIKE, (drawn.rect.x, y), (drawn.rect.right, y), 2)
