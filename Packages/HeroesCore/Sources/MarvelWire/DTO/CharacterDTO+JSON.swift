/// A character in the real API's key order, as a server writes it. Every member is written,
/// `null` where the value is missing, as the API wrote a `null` description (a server completes
/// its characters first: NetworkStubs' catalog does).
extension CharacterDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("name"); writer.string(name)
        writer.key("description"); writer.string(description)
        writer.key("modified"); writer.string(modified)
        writer.key("thumbnail"); writer.value(thumbnail)
        writer.key("resourceURI"); writer.string(resourceURI)
        writer.key("comics"); writer.value(comics)
        writer.key("series"); writer.value(series)
        writer.key("stories"); writer.value(stories)
        writer.key("events"); writer.value(events)
        writer.key("urls"); writer.array(urls)
        writer.endObject()
    }
}
