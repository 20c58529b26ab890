/// The API's exact key order for each model, written by hand (see ``JSONWriter``).
extension CatalogCharacter: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("name"); writer.string(name)
        writer.key("description"); writer.string(description)
        writer.key("modified"); writer.string(modified)
        writer.key("thumbnail")
        if let thumbnail {
            writer.beginObject()
            writer.key("path"); writer.string(thumbnail.path)
            writer.key("extension"); writer.string(thumbnail.extension)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("resourceURI"); writer.string(resourceURI)
        writer.key("comics"); comics.write(to: &writer)
        writer.key("series"); series.write(to: &writer)
        writer.key("stories"); stories.write(to: &writer)
        writer.key("events"); events.write(to: &writer)
        writer.key("urls")
        writer.beginArray()
        for link in urls {
            writer.beginObject()
            writer.key("type"); writer.string(link.type)
            writer.key("url"); writer.string(link.url)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}

extension CatalogResourceList: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("available"); writer.int(available)
        writer.key("returned"); writer.int(returned)
        writer.key("collectionURI"); writer.string(collectionURI)
        writer.key("items")
        writer.beginArray()
        for item in items {
            writer.beginObject()
            writer.key("resourceURI"); writer.string(item.resourceURI)
            writer.key("name"); writer.string(item.name)
            if let type = item.type { writer.key("type"); writer.string(type) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
