#!/usr/bin/env python3
"""Writes games/azul.json and games/azul-grey-wall.json: Azul for 2 to 4 players, made only
from the model (trays sharing a bag, drafting, rows of one kind, the mosaic). Run it again
after changing the layout; the two files differ only in the wall."""
import json, os

COLOURS = [  # id, English, French, text label (en, fr)
    ("blue", "Blue", "Bleu", "B", "B"),
    ("yellow", "Yellow", "Jaune", "Y", "J"),
    ("red", "Red", "Rouge", "R", "R"),
    ("black", "Black", "Noir", "K", "N"),
    ("white", "White", "Blanc", "W", "W"),
]
CELL = 36
GRID_X = 364
PLAYERS = 4
AREA_ROWS, AREA_COLS = 6, 11  # five rows and the floor; rows, a gap, the wall


def words(en, fr):
    return {"en": en, "fr": fr}


def area(p):
    """Top-left grid cell of player p's board: two boards per band."""
    return (p // 2) * (AREA_ROWS + 1), (p % 2) * (AREA_COLS + 1)


def design(grey):
    types = [
        {
            "id": cid,
            "name": words(en, fr),
            "label": words(le, lf),
            "front": f"mosaic-{cid}",
            "properties": [cid],
            "in_grid": "fixed",
            "permissions": {"grid_to_tray": False, "grid_to_waiting": False, "tray_to_waiting": False,
                            "waiting_to_tray": False},
            "copies": 20,
        }
        for cid, en, fr, le, lf in COLOURS
    ]
    types.append({
        "id": "first",
        "name": words("First player", "Premier joueur"),
        "label": words("1", "1"),
        "front": "mosaic-first",
        "mode": "fixed",
        "copies": 1,
    })
    # Jokers are tiles turned into jokers when a game starts, when the rule's numbers say so
    # (the designer's "Jokers" switch sets them to one of each colour for two players, two
    # for three or four); the type is here so that the variant is one switch away.
    types.append({
        "id": "joker",
        "name": words("Joker", "Joker"),
        "label": words("J", "*"),
        "front": "mosaic-joker",
        "in_grid": "fixed",
        "permissions": {"grid_to_tray": False, "grid_to_waiting": False, "tray_to_waiting": False,
                        "waiting_to_tray": False},
    })
    bag = [c[0] for c in COLOURS for _ in range(20)]
    trays = []
    for f in range(9):
        trays.append({
            "id": f"f{f + 1}",
            "name": words(f"Factory {f + 1}", f"Fabrique {f + 1}"),
            "geometry": {"x": (f % 3) * 116, "y": 24 + (f // 3) * 106, "rows": 2, "columns": 2,
                         "cell_width": CELL, "cell_height": CELL, "background": "wood"},
            "queue": bag if f == 0 else [],
            "bag": "" if f == 0 else "f1",
            "min_players": {5: 3, 6: 3, 7: 4, 8: 4}.get(f, 0),
        })
    # The centre holds what can come there and no more: three tiles from each of nine
    # factories and the first player's marker (a phone's table is drawn larger for it).
    trays.append({
        "id": "centre",
        "name": words("Centre of the table", "Centre de la table"),
        "geometry": {"x": 0, "y": 348, "rows": 4, "columns": 7, "cell_width": CELL, "cell_height": CELL},
        "queue": ["first"],
        "queue_order": "keep",
    })
    for t in trays:
        if not t.get("bag", "x"):
            del t["bag"]
        if not t.get("min_players"):
            t.pop("min_players", None)
    zones, cells = [], []
    pattern = [[COLOURS[(c - r) % 5][0] for c in range(5)] for r in range(5)]
    for p in range(PLAYERS):
        pid = f"p{p + 1}"
        r0, c0 = area(p)
        for i in range(5):
            row_cells = [[r0 + i, c0 + 4 - j] for j in range(i + 1)]
            zones.append({"id": f"{pid}-row-{i + 1}", "name": words("", ""), "cells": row_cells,
                          "owner": pid, "one_kind": True, "overflow": f"{pid}-floor"})
        zones.append({"id": f"{pid}-wall", "name": words(f"Player {p + 1}", f"Joueur {p + 1}"),
                      "cells": [[r0 + i, c0 + 6 + j] for i in range(5) for j in range(5)], "owner": pid})
        zones.append({"id": f"{pid}-floor", "name": words("", ""),
                      "cells": [[r0 + 5, c0 + j] for j in range(7)], "owner": pid,
                      "points": [-1, -1, -2, -2, -2, -3, -3]})
    for z in zones:
        for at in z["cells"]:
            cells.append({"at": at, "playable": True})
    rows = 2 * AREA_ROWS + 1
    cols = 2 * AREA_COLS + 1
    players = [{"id": f"p{p + 1}", "name": words(f"Player {p + 1}", f"Joueur {p + 1}")} for p in range(PLAYERS)]
    name = words("Azul, grey wall", "Azul, mur gris") if grey else words("Azul", "Azul")
    wall_en = ("Grey wall: when a row is full, you choose where its tile goes on your wall, in a column that "
               "does not have that colour yet. ") if grey else ""
    wall_fr = ("Mur gris : quand une rangée est pleine, tu choisis où va sa tuile sur ton mur, dans une colonne "
               "qui n'a pas encore cette couleur. ") if grey else ""
    # On a screen taller than wide: the factories in a row (6 to 9 beside the centre, for
    # three or four players), the centre below, then the players' boards one under another.
    portrait = {
        "boards": {f"f{f + 1}": [f * 84, 24] for f in range(5)},
    }
    for f, (x, y) in zip(range(5, 9), [(336, 124), (420, 124), (336, 218), (420, 218)]):
        portrait["boards"][f"f{f + 1}"] = [x, y]
    portrait["boards"]["centre"] = [36, 124]
    portrait["boards"]["board"] = [0, 318]
    # Player p's board goes to band p: rows moved down by (band p - its band) * 7.
    portrait["players"] = {f"p{p + 1}": [(p - p // 2) * (AREA_ROWS + 1), -(p % 2) * (AREA_COLS + 1)]
                           for p in range(PLAYERS)}
    # On a phone held upright, shown a part at a time (the table, a player's board, all
    # boards): the centre with the factories three to a row under it,
    # and each board narrow, its wall above its rows and its floor under them. The parts lie
    # far apart, so that none shows at the edge of another.
    phone = {
        "boards": {"centre": [0, 24], "board": [0, 740]},
        # Board p at block row A_r, column A_c of squares: its rows five squares lower...
        "players": {},
        # ...and its wall five squares up and six to the left, above them.
        "zones": {f"p{p + 1}-wall": [-5, -(AREA_COLS - 5)] for p in range(PLAYERS)},
    }
    for f in range(9):
        phone["boards"][f"f{f + 1}"] = [(f % 3) * 78, 184 + (f // 3) * 88]
    for p in range(PLAYERS):
        (row, col), (to_row, to_col) = area(p), ((p // 2) * 16, (p % 2) * 9)
        phone["players"][f"p{p + 1}"] = [to_row + 5 - row, to_col - col]
    return {
        "format": 1,
        "name": name,
        "description": words(
            "Take all the tiles of one colour from a factory (the rest go to the centre) and put them on one of "
            "your rows; what does not fit falls to your floor and costs points. At the end of each round, every "
            "full row sends a tile to your wall, and it scores with the tiles beside it. " + wall_en +
            "The game ends when a player completes a row of their wall: the most points wins.",
            "Prends toutes les tuiles d'une couleur dans une fabrique (le reste va au centre) et pose-les sur une "
            "de tes rangées ; ce qui ne tient pas tombe sur ton plancher et coûte des points. À la fin de chaque "
            "manche, chaque rangée pleine envoie une tuile sur ton mur, qui marque avec les tuiles voisines. " +
            wall_fr + "La partie finit quand un joueur complète une ligne de son mur : le plus de points gagne."),
        "language": "en",
        "token_types": types,
        "token_word": words("tile", "tuile"),
        "token_feminine": True,
        "grid": {
            "id": "board",
            "name": words("Boards", "Plateaux"),
            "geometry": {"x": GRID_X, "y": 24, "rows": rows, "columns": cols, "cell_width": CELL,
                         "cell_height": CELL},
            "order": "keep",
            "playable": False,
            "cells": cells,
            "zones": zones,
        },
        "trays": trays,
        "players": players,
        "min_players": 2,
        "rules": {
            "win": {"zones_valid_and_tray_empty": False, "zones_valid_and_grid_full": False},
            "turns": {"after_invalid": False},
            "refill": "each-round",
            "ranking": "most-points",
            "tie_break": "full-rows",
            "drafting": {"leftovers": "centre", "marker": "first"},
            "mosaic": {"walls": [f"p{p + 1}-wall" for p in range(PLAYERS)], "pattern": pattern, "free": grey,
                       "joker": "joker"},
        },
        "portrait": portrait,
        "phone": phone,
    }


root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "games")
for file, grey in [("azul.json", False), ("azul-grey-wall.json", True)]:
    with open(os.path.join(root, file), "w") as out:
        json.dump(design(grey), out, indent=1, ensure_ascii=False)
        out.write("\n")
