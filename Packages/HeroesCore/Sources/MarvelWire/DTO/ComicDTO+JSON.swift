/// A comic in the real API's key order (`id`, `digitalId`, `title`, … `events`). A member the
/// record does not carry (`nil`) is left out rather than written as `null`: a server's comics may
/// carry only some of the API's fields (no description, prices or codes), and a `null` would
/// claim the API had none.
extension ComicDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        if let digitalId { writer.key("digitalId"); writer.int(digitalId) }
        if let title { writer.key("title"); writer.string(title) }
        if let issueNumber { writer.key("issueNumber"); writer.number(issueNumber) }
        if let variantDescription { writer.key("variantDescription"); writer.string(variantDescription) }
        if let description { writer.key("description"); writer.string(description) }
        if let modified { writer.key("modified"); writer.string(modified) }
        if let format { writer.key("format"); writer.string(format) }
        if let pageCount { writer.key("pageCount"); writer.int(pageCount) }
        if let resourceURI { writer.key("resourceURI"); writer.string(resourceURI) }
        if let urls { writer.key("urls"); writer.array(urls) }
        if let series { writer.key("series"); series.write(to: &writer) }
        if let dates { writer.key("dates"); writer.array(dates) }
        if let thumbnail { writer.key("thumbnail"); thumbnail.write(to: &writer) }
        if let creators { writer.key("creators"); creators.write(to: &writer) }
        if let characters { writer.key("characters"); characters.write(to: &writer) }
        if let stories { writer.key("stories"); stories.write(to: &writer) }
        if let events { writer.key("events"); events.write(to: &writer) }
        writer.endObject()
    }
}

extension ComicDateDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("type"); writer.string(type)
        writer.key("date"); writer.string(date)
        writer.endObject()
    }
}
