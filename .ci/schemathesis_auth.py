"""Schemathesis hooks for .ci/run: which bearer token each request carries.

The document's links carry a sandbox (`X-LockHarness-Sandbox`) from `POST /test/sandboxes` through the stateful
chains; a sandbox's accounts only take that sandbox's own token. So: a request naming a sandbox this run created
gets that sandbox's token (remembered from the 201 answer), every other request the development token. It is an
auth provider rather than `-H`, so the cases schemathesis sends without credentials on purpose stay without them.
"""

import json

import schemathesis

DEV_TOKEN = "lockharness-dev-token"
SANDBOX_HEADER = "x-lockharness-sandbox"
sandbox_tokens: dict[str, str] = {}


@schemathesis.hook
def after_call(context, case, response):
    if response.status_code != 201 or not case.path.endswith("/test/sandboxes"):
        return
    try:
        body = json.loads(response.content)
        sandbox_tokens[body["sandbox"]] = body["token"]
    except (ValueError, KeyError, TypeError):
        pass


@schemathesis.auth(refresh_interval=None, retry_on=[])
class SandboxOrDevelopmentToken:
    def get(self, case, context):
        return DEV_TOKEN

    def set(self, case, data, context):
        headers = case.headers if case.headers is not None else {}
        sandbox = next((value for key, value in headers.items() if key.lower() == SANDBOX_HEADER), None)
        token = sandbox_tokens.get(sandbox, data) if isinstance(sandbox, str) else data
        for key in [key for key in headers if key.lower() == "authorization"]:
            del headers[key]
        headers["Authorization"] = f"Bearer {token}"
        case.headers = headers
