#if os(Linux)
    /// CryptoKit on Linux: swift-crypto's `Crypto` under Apple's module name (`SHA256.hash(data:)`, `HMAC`, `AES.GCM`).
    @_exported import Crypto
#endif
