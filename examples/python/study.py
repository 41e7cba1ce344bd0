"""A short study with the ftrouter Python package: one run of the bubble routing on a 4x4
torus, then a sweep of three offered loads as a pandas DataFrame, and what a bad option
raises. Every call runs the command line's own code (`ftrouter sim ...` with the same
options prints the same numbers).

Install the package first (README.md, "Python"), then: python examples/python/study.py
"""

import ftrouter

NET = {"topology": "torus:4x4", "routing": "bubble", "seed": 7}

run = ftrouter.sim(rate=0.3, **NET)
print(
    f"bubble on torus:4x4 at 0.3: accepted {run['accepted_flits_per_node_cycle']:.4f}"
    f" flits/node/cycle, latency {run['avg_latency']:.2f} cycles (p99 {run['p99_latency']})"
)

df = ftrouter.sweep(rates="0.1:0.3:0.1", **NET)
columns = ["offered_flits_per_node_cycle", "accepted_flits_per_node_cycle", "avg_latency"]
print(df[columns + ["p99_latency", "deadlock"]].to_string(index=False))
# The highest load up to which every point delivered nearly all it was offered.
print(f"saturation: {df.attrs['saturation']}")

try:
    ftrouter.sim(rate=1.5, **NET)
except ValueError as e:
    print(f"refused: {e}")
