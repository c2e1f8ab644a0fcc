#!/usr/bin/env python3
"""Screenshot of an `audit --format html` page with one finding's tooltip open.

    python3 scripts/report_screenshot.py --binary target/release/benchfacts \
        --input corpus/ko/fujitsu-eternus-af250-s2.txt --output docs/audit-report-ko.png

It writes the page, starts chromedriver (Debian: `apt-get install chromium chromium-driver`)
with headless Chromium, moves the keyboard focus to the first mark of an error with a
suggested repair by pressing Tab as a reader would (so the tooltip shows what focus shows),
and saves the viewport as PNG. Only the standard library is used; the browser is started
with a new empty profile and without background networking.
"""

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

TAB = "\ue004"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.load(response)["value"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", default="target/release/benchfacts")
    ap.add_argument("--input", nargs="+", required=True)
    ap.add_argument("--output", required=True)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=900)
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--chromedriver", default="chromedriver")
    args = ap.parse_args()
    # chromedriver wants the browser's path, not a name on the PATH.
    chromium = shutil.which(args.chromium) or sys.exit(f"no browser {args.chromium}")

    work = tempfile.mkdtemp(prefix="report-screenshot-")
    page = os.path.join(work, "report.html")
    with open(page, "wb") as out:
        # Exit status 1 means findings at the --fail-on level, which a report should have.
        status = subprocess.run([args.binary, "audit", "--format", "html", *args.input], stdout=out).returncode
    if status not in (0, 1):
        sys.exit(f"benchfacts audit exited with {status}")

    port = free_port()
    driver = subprocess.Popen([args.chromedriver, f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if call(base, "GET", "/status").get("ready"):
                    break
            except OSError:
                pass
            time.sleep(0.1)
        flags = CHROMIUM_FLAGS + [f"--user-data-dir={os.path.join(work, 'profile')}", f"--window-size={args.width},{args.height}"]
        session = call(base, "POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": chromium, "args": flags},
        }}})["sessionId"]
        s = f"/session/{session}"
        try:
            call(base, "POST", s + "/url", {"url": "file://" + page})
            target = call(base, "POST", s + "/execute/sync", {"args": [], "script":
                "var f = document.querySelector('.tip .finding.error .suggestion');"
                "return f ? f.closest('.tip').previousElementSibling.id : null;"})
            if not target:
                sys.exit("the page has no error with a suggested repair to show")
            # Tab from the top of the page until the focus reaches the mark.
            for presses in range(1, 2000):
                call(base, "POST", s + "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
                    {"type": "keyDown", "value": TAB}, {"type": "keyUp", "value": TAB}]}]})
                if call(base, "POST", s + "/execute/sync", {"args": [], "script": "return document.activeElement.id;"}) == target:
                    break
            else:
                sys.exit(f"Tab never reached #{target}")
            shown = call(base, "POST", s + "/execute/sync", {"args": [], "script":
                "var a = document.activeElement;"
                "window.scrollBy(0, a.getBoundingClientRect().top - innerHeight * 0.3);"
                "return getComputedStyle(a.nextElementSibling).display;"})
            if shown == "none":
                sys.exit(f"the tooltip of #{target} is not shown on focus")
            time.sleep(0.3)
            png = base64.b64decode(call(base, "GET", s + "/screenshot"))
            with open(args.output, "wb") as out:
                out.write(png)
            print(f"{args.output}: #{target} focused after {presses} Tab presses, its tooltip shown ({shown})")
        finally:
            call(base, "DELETE", s)
    finally:
        driver.terminate()
        driver.wait()


if __name__ == "__main__":
    main()
