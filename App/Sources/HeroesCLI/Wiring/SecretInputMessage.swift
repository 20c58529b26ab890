import CommandLinePlatform

extension SecretInput.Failure {
    /// What went wrong reading `key`, and that nothing was written.
    func message(for key: String) -> String {
        switch self {
        case .empty: "no \(key) was read from standard input; nothing was written."
        case .tooLarge:
            "the \(key) read from standard input is longer than \(SecretInput.largestSize) bytes (a Marvel key is 32 to 40 characters); nothing was written."
        case .notUTF8: "the \(key) read from standard input is not UTF-8 text; nothing was written."
        case .unreadable(let reason): "standard input could not be read (\(reason)); nothing was written."
        }
    }
}
