extension OpenAPIDocument {
    /// The document.
    public static let json = #"""
{"openapi": "3.1.0", "info": {"title": "LockHarness reference server", "version": "1"}, "paths": {}}
"""#
}
