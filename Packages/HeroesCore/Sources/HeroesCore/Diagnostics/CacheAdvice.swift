/// What to tell a person about a cache failure or warning: its description, then what to do.
///
/// ``HeroesStoreError`` and ``CacheWarning`` say what happened and name the file; this adds the
/// advice `heroes` gives (the variable that moves the cache, `heroes cache clear`), so that the
/// cache commands, `heroes doctor` and every data command word a cache problem the same way.
public enum CacheAdvice {
    /// The line for a cache failure: its description, then `; ` and what to do, if anything.
    public static func message(for error: HeroesStoreError) -> String {
        guard let advice = advice(for: error) else { return error.description }
        return error.description + "; " + advice
    }

    /// The line for a cache warning: a warning that quotes a cache failure gets that failure's
    /// advice right after the quote, before what the warning means for the command.
    public static func message(for warning: CacheWarning) -> String {
        let text = warning.description
        switch warning {
        case .unavailable(let error), .operationFailed(let error):
            guard advice(for: error) != nil, let quoted = text.firstRange(of: error.description) else { return text }
            var advised = text
            advised.replaceSubrange(quoted, with: message(for: error))
            return advised
        case .sharedFolder:
            return String(text.dropLast()) + ": point HEROES_CACHE_DIR at a folder of your own."
        case .movedAside:
            return text
        }
    }

    /// The advice for a cache failure, or `nil` when its description says all there is.
    static func advice(for error: HeroesStoreError) -> String? {
        switch error {
        case .cannotCreateFolder:
            "check XDG_CACHE_HOME"
        case .diskFull:
            "free some space or run `heroes cache clear`"
        case .untrustedFolder, .untrustedFile:
            "remove it, or point HEROES_CACHE_DIR at a folder of your own"
        case .readOnly, .corrupt, .busy, .entryTooLarge, .failed:
            nil
        }
    }
}
