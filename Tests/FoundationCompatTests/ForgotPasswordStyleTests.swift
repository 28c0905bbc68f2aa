// An app file that imports only Foundation (as seed-style code does) and uses URLRequest/URLSession types,
// ObservableObject/@Published and NSPredicate(format:): it compiles because the target adds
// `-Xfrontend -import-module FoundationCompat`, without editing the file.
import Foundation
import Testing

final class EmailFormModel: ObservableObject {
    @Published var email = ""

    var isValidEmail: Bool {
        let emailRegex = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let emailPredicate = NSPredicate(format: "SELF MATCHES %@", emailRegex)
        return emailPredicate.evaluate(with: email)
    }

    func resetRequest(base: URL) throws -> URLRequest {
        var request = URLRequest(url: base.appendingPathComponent("api/auth/forgot-password"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["email": email])
        return request
    }
}

struct ForgotPasswordStyleTests {
    @Test(arguments: [
        ("user@example.com", true), ("first.last+tag@sub.example.co.uk", true), ("no-at-sign.example.com", false),
        ("user@example", false), ("user@example.com trailing", false), ("", false),
    ])
    func emailValidation(email: String, valid: Bool) {
        let model = EmailFormModel()
        model.email = email
        #expect(model.isValidEmail == valid)
    }

    @Test func publishedChangesAreObservable() {
        let model = EmailFormModel()
        var seen: [String] = []
        let subscription = model.$email.sink { seen.append($0) }
        model.email = "a@b.co"
        #expect(seen == ["", "a@b.co"])
        subscription.cancel()
    }

    @Test func urlRequestIsBuiltWithFoundationNetworking() throws {
        let model = EmailFormModel()
        model.email = "a@b.co"
        let request = try model.resetRequest(base: URL(string: "http://127.0.0.1:8080")!)
        #expect(request.url?.path == "/api/auth/forgot-password")
        #expect(request.httpMethod == "POST")
        #expect(request.httpBody == Data(#"{"email":"a@b.co"}"#.utf8))
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
    }
}
