#!/usr/bin/env python3
"""Records Examples/ReaderRecording/reader.yaml on libfprint's virtual_device, as a person at a reader would.

Usage: scripts/record-sample-reader.py LOCKHARNESS [OUT]
  LOCKHARNESS  a `lockharness` built with `--traits LinuxFingerprint` (libfprint installed)
  OUT          where to write the recording (default Examples/ReaderRecording/reader.yaml)

Enrolls one finger ("alice") into a temporary print store, then runs Examples/ReaderRecording/my-finger.yaml with
`--real-reader libfprint --record-reader OUT`, answering each scan the run announces ("touch the reader (scan N)")
in turn: an off-centre touch (RETRY 2), the enrolled finger, then three touches of another finger. Exits with the
run's status (2 on bad setup).
"""
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SCENARIO = os.path.join(ROOT, "Examples", "ReaderRecording", "my-finger.yaml")
SCANS = ["RETRY 2", "SCAN alice", "SCAN mallory", "SCAN mallory", "SCAN mallory"]


def deliver(path, command, timeout=10.0):
    """One command to the virtual device's control socket (it closes the connection when it has taken it)."""
    deadline = time.time() + timeout
    while True:
        try:
            connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            connection.connect(path)
            break
        except OSError:
            connection.close()
            if time.time() > deadline:
                raise SystemExit(f"record-sample-reader: no virtual device at {path} (is libfprint installed?)")
            time.sleep(0.01)
    with connection:
        connection.settimeout(timeout)
        connection.sendall(command.encode())
        try:
            while connection.recv(256):
                pass
        except (ConnectionResetError, socket.timeout):
            pass


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    lockharness = os.path.abspath(sys.argv[1])
    out = os.path.abspath(sys.argv[2]) if len(sys.argv) == 3 else os.path.join(
        ROOT, "Examples", "ReaderRecording", "reader.yaml")
    work = tempfile.mkdtemp(prefix="sample-reader-")
    store = os.path.join(work, "prints")

    enroll_socket = os.path.join(work, "enroll.sock")
    enroll = subprocess.Popen(
        [lockharness, "enroll", "--reader", "libfprint", "--device", "virtual_device/0", "--finger",
         "right-index-finger", "--print-store", store, "--timeout", "20"],
        env=dict(os.environ, FP_VIRTUAL_DEVICE=enroll_socket), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    for _ in range(5):
        deliver(enroll_socket, "SCAN alice")
    enrolled, _ = enroll.communicate(timeout=60)
    if enroll.returncode != 0:
        print(f"record-sample-reader: enroll failed ({enroll.returncode}):\n{enrolled}", file=sys.stderr)
        return 2

    run_socket = os.path.join(work, "run.sock")
    run = subprocess.Popen(
        [lockharness, "run", SCENARIO, "--real-reader", "libfprint", "--print-store", store, "--record-reader", out],
        env=dict(os.environ, FP_VIRTUAL_DEVICE=run_socket), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    errors = []

    def answer_scans():
        scans = 0
        for line in run.stderr:
            errors.append(line)
            if ": touch the reader (scan " in line and scans < len(SCANS):
                deliver(run_socket, SCANS[scans])
                scans += 1

    reader = threading.Thread(target=answer_scans, daemon=True)
    reader.start()
    output = run.stdout.read()
    run.wait(timeout=120)
    reader.join(timeout=10)
    sys.stdout.write(output)
    sys.stderr.write("".join(errors))
    if run.returncode == 0:
        print(f"record-sample-reader: wrote {out}")
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
