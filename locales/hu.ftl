# A cubeplay magyar szövegei. Az azonosítók ugyanazok, mint az en.ftl-ben.
app-title = cubeplay
test-greeting = Szia, { $name }!
