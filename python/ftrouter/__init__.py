"""ftrouter from Python: the command line's own code, run in this process.

Every function runs one ftrouter command exactly as the command line would: keyword
arguments become its options (``rate=0.3`` is ``--rate 0.3``, ``fault_at=[...]`` repeats
``--fault-at``, ``paper_multicast=True`` is the bare flag, ``False`` and ``None`` leave the
option out), ``--json`` is added and the JSON the command prints is returned. ``ftrouter
COMMAND --help`` lists the options; the command line stays the reference.

    import ftrouter
    r = ftrouter.sim(topology="torus:4x4", routing="bubble", rate=0.3)
    print(r["accepted_flits_per_node_cycle"])
    df = ftrouter.sweep(topology="torus:4x4", routing="dor", rates="0.1:0.3:0.1")

A command that fails raises ``Error`` (exit status 1: a deadlock, a failed check) or
``InputError`` (status 2: bad input; also a ``ValueError``), carrying the command's one-line
message. Progress lines are off unless ``progress=True``; warnings go to ``sys.stderr``.
Ctrl-C raises KeyboardInterrupt: ``sim`` stops at its next cycle, the external tools of
``cosim`` and ``cost`` are ended; a command that does not poll for a stop (``sweep``,
``crossval``) finishes in the background, and the next call waits for it.
"""

import json
import sys

from . import _native

__version__ = _native.__version__

__all__ = ["Error", "InputError", "frame", "run", "sim", "sweep", "__version__"]


class Error(RuntimeError):
    """A command that exited with a non-zero status.

    ``status`` is its exit status, ``stderr`` its standard error lines and ``result`` what it
    printed (the parsed JSON, or the text; a deadlocked ``sim`` still prints its statistics).
    """

    def __init__(self, message, status, stderr, result):
        super().__init__(message)
        self.status = status
        self.stderr = stderr
        self.result = result


class InputError(Error, ValueError):
    """Bad input (exit status 2): an unknown option, a value out of range, a bad topology."""


def run(command, *positional, progress=False, json=True, **options):
    """Run ``ftrouter COMMAND`` (sim, sweep, crossval, cost, topo, route, experiment, ...).

    ``positional`` are the command's positional arguments (the experiment's name). Returns
    the parsed JSON, or the printed text with ``json=False`` (for commands without --json).
    """
    args = ["ftrouter", command, *map(str, positional)]
    for key, value in options.items():
        args += _option(key, value)
    if json:
        args.append("--json")
    if not progress:
        args.append("--quiet")
    status, stdout, stderr = _native.run_cli(args)
    result = _parse(stdout) if json else stdout
    messages = [line[len("error: "):] for line in stderr if line.startswith("error: ")]
    if status != 0:
        message = "; ".join(messages or stderr) or f"ftrouter {command}: exit status {status}"
        kind = InputError if status == 2 else Error
        raise kind(message, status, stderr, result)
    for line in stderr:
        print(line, file=sys.stderr)
    return result


def sim(**options):
    """``ftrouter sim``: one run's statistics as a dict."""
    return run("sim", **options)


def sweep(**options):
    """``ftrouter sweep``: one row per offered load (see ``frame``)."""
    return frame(run("sweep", **options))


def frame(result):
    """A sweep's JSON as a pandas DataFrame: one row per point, nested members flattened
    (``latency_percentiles_p50``), list members (per-channel and per-router utilisation)
    left out; the other top-level members (``saturation``, ...) in ``df.attrs``."""
    import pandas

    df = pandas.DataFrame([_flatten(point) for point in result["points"]])
    for key, value in result.items():
        if key != "points":
            df.attrs[key] = value
    return df


def _option(key, value):
    """The command-line words of one keyword argument."""
    name = "--" + key.replace("_", "-")
    if value is None or value is False:
        return []
    if value is True:
        return [name]
    if isinstance(value, (list, tuple)):
        return [word for item in value for word in (name, str(item))]
    return [name, str(value)]


def _parse(stdout):
    """The command's JSON, or its text when it printed none (a failed command may not)."""
    try:
        return json.loads(stdout)
    except ValueError:
        return stdout


def _flatten(point, prefix=""):
    row = {}
    for key, value in point.items():
        if isinstance(value, dict):
            row.update(_flatten(value, f"{prefix}{key}_"))
        elif not isinstance(value, list):
            row[prefix + key] = value
    return row
