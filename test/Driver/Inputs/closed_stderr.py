"""Runs a command with its stderr a pipe whose reading end is closed (as
under `cmd 2>&1 | head -0` once `head` is gone) and prints its exit status."""

import os
import subprocess
import sys

read_end, write_end = os.pipe()
os.close(read_end)
status = subprocess.run(sys.argv[1:], stderr=write_end, stdout=subprocess.DEVNULL).returncode
print(f"exit status {status}")
