#!/usr/bin/env python3
"""Runs a command and prints the peak of the summed resident memory of it and all its
descendants (duo-mockup and the ffmpeg processes it starts), sampled every 20 ms, in MiB, on
standard error as `tree-rss MiB`. GNU time's %M is the largest single process, not the sum."""
import os, subprocess, sys, time

def tree_rss(root):
    children = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open(f'/proc/{pid}/stat') as f:
                ppid = int(f.read().rsplit(')', 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(pid))
        except (OSError, IndexError, ValueError):
            pass
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo += children.get(pid, [])
        try:
            with open(f'/proc/{pid}/statm') as f:
                total += int(f.read().split()[1]) * os.sysconf('SC_PAGE_SIZE')
        except (OSError, IndexError, ValueError):
            pass
    return total

proc = subprocess.Popen(sys.argv[1:])
peak = 0
while proc.poll() is None:
    peak = max(peak, tree_rss(proc.pid))
    time.sleep(0.02)
print(f'tree-rss {peak / 1048576:.0f}', file=sys.stderr)
sys.exit(proc.returncode)
