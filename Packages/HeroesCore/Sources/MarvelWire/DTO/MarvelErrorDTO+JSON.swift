/// Both error shapes, chosen as the DTO's `Encodable` conformance chooses them (by
/// ``MarvelErrorDTO/numericCode``), with the server's exact bytes: `{"code":409,"status":"…"}`
/// or `{"code":"InvalidCredentials","message":"…"}`.
extension MarvelErrorDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("code")
        if let numericCode {
            writer.int(numericCode)
            writer.key("status")
        } else {
            writer.string(code)
            writer.key("message")
        }
        writer.string(message)
        writer.endObject()
    }
}
